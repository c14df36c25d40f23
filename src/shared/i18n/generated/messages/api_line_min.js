/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Line_MinInputs */

const id_x_standar_api_line_min = /** @type {(inputs: Api_Line_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A line needs at least 2 positions.`)
};

const id_api_line_min = /** @type {(inputs: Api_Line_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garis memerlukan sedikitnya 2 posisi.`)
};

const en_api_line_min = /** @type {(inputs: Api_Line_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A line needs at least 2 positions.`)
};

/**
* | output |
* | --- |
* | "A line needs at least 2 positions." |
*
* @param {Api_Line_MinInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_line_min = /** @type {((inputs?: Api_Line_MinInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Line_MinInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_line_min(inputs)
	if (locale === "en") return en_api_line_min(inputs)
	return id_x_standar_api_line_min(inputs)
});