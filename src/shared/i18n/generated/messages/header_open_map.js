/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Header_Open_MapInputs */

const id_x_standar_header_open_map = /** @type {(inputs: Header_Open_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buka Maps`)
};

const id_header_open_map = /** @type {(inputs: Header_Open_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buka Peta`)
};

const en_header_open_map = /** @type {(inputs: Header_Open_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open map`)
};

/**
* | output |
* | --- |
* | "Open map" |
*
* @param {Header_Open_MapInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const header_open_map = /** @type {((inputs?: Header_Open_MapInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Open_MapInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_header_open_map(inputs)
	if (locale === "en") return en_header_open_map(inputs)
	return id_x_standar_header_open_map(inputs)
});