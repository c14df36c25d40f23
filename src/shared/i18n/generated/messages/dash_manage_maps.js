/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Manage_MapsInputs */

const id_x_standar_dash_manage_maps = /** @type {(inputs: Dash_Manage_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kelola Maps`)
};

const id_dash_manage_maps = /** @type {(inputs: Dash_Manage_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kelola Peta`)
};

const en_dash_manage_maps = /** @type {(inputs: Dash_Manage_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Maps`)
};

/**
* | output |
* | --- |
* | "Manage Maps" |
*
* @param {Dash_Manage_MapsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_manage_maps = /** @type {((inputs?: Dash_Manage_MapsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Manage_MapsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_manage_maps(inputs)
	if (locale === "en") return en_dash_manage_maps(inputs)
	return id_x_standar_dash_manage_maps(inputs)
});