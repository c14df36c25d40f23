/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Map_Zoom_WholeInputs */

const id_x_standar_api_map_zoom_whole = /** @type {(inputs: Api_Map_Zoom_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The map zoom must be a whole number.`)
};

const id_api_map_zoom_whole = /** @type {(inputs: Api_Map_Zoom_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom peta harus bilangan bulat.`)
};

const en_api_map_zoom_whole = /** @type {(inputs: Api_Map_Zoom_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The map zoom must be a whole number.`)
};

/**
* | output |
* | --- |
* | "The map zoom must be a whole number." |
*
* @param {Api_Map_Zoom_WholeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_map_zoom_whole = /** @type {((inputs?: Api_Map_Zoom_WholeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Map_Zoom_WholeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_map_zoom_whole(inputs)
	if (locale === "en") return en_api_map_zoom_whole(inputs)
	return id_x_standar_api_map_zoom_whole(inputs)
});