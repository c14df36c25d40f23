/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Active_MapsInputs */

const id_x_standar_dash_active_maps = /** @type {(inputs: Dash_Active_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maps Aktif`)
};

const id_dash_active_maps = /** @type {(inputs: Dash_Active_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta Aktif`)
};

const en_dash_active_maps = /** @type {(inputs: Dash_Active_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active Maps`)
};

/**
* | output |
* | --- |
* | "Active Maps" |
*
* @param {Dash_Active_MapsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_active_maps = /** @type {((inputs?: Dash_Active_MapsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Active_MapsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_active_maps(inputs)
	if (locale === "en") return en_dash_active_maps(inputs)
	return id_x_standar_dash_active_maps(inputs)
});