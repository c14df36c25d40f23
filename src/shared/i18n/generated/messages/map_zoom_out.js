/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Zoom_OutInputs */

const id_x_standar_map_zoom_out = /** @type {(inputs: Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perkecil`)
};

const id_map_zoom_out = /** @type {(inputs: Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perkecil`)
};

const en_map_zoom_out = /** @type {(inputs: Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom out`)
};

/**
* | output |
* | --- |
* | "Zoom out" |
*
* @param {Map_Zoom_OutInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_zoom_out = /** @type {((inputs?: Map_Zoom_OutInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Zoom_OutInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_zoom_out(inputs)
	if (locale === "en") return en_map_zoom_out(inputs)
	return id_x_standar_map_zoom_out(inputs)
});