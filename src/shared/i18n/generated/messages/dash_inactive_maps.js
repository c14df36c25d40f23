/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Inactive_MapsInputs */

const id_x_standar_dash_inactive_maps = /** @type {(inputs: Dash_Inactive_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maps Tidak Aktif`)
};

const id_dash_inactive_maps = /** @type {(inputs: Dash_Inactive_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta Tidak Aktif`)
};

const en_dash_inactive_maps = /** @type {(inputs: Dash_Inactive_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inactive Maps`)
};

/**
* | output |
* | --- |
* | "Inactive Maps" |
*
* @param {Dash_Inactive_MapsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_inactive_maps = /** @type {((inputs?: Dash_Inactive_MapsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Inactive_MapsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_inactive_maps(inputs)
	if (locale === "en") return en_dash_inactive_maps(inputs)
	return id_x_standar_dash_inactive_maps(inputs)
});