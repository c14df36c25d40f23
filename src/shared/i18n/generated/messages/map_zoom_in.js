/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Zoom_InInputs */

const id_x_standar_map_zoom_in = /** @type {(inputs: Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perbesar`)
};

const id_map_zoom_in = /** @type {(inputs: Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perbesar`)
};

const en_map_zoom_in = /** @type {(inputs: Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom in`)
};

/**
* | output |
* | --- |
* | "Zoom in" |
*
* @param {Map_Zoom_InInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_zoom_in = /** @type {((inputs?: Map_Zoom_InInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Zoom_InInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_zoom_in(inputs)
	if (locale === "en") return en_map_zoom_in(inputs)
	return id_x_standar_map_zoom_in(inputs)
});