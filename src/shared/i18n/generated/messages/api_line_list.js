/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Line_ListInputs */

const id_x_standar_api_line_list = /** @type {(inputs: Api_Line_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A line must be a list of positions.`)
};

const id_api_line_list = /** @type {(inputs: Api_Line_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garis harus berupa daftar posisi.`)
};

const en_api_line_list = /** @type {(inputs: Api_Line_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A line must be a list of positions.`)
};

/**
* | output |
* | --- |
* | "A line must be a list of positions." |
*
* @param {Api_Line_ListInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_line_list = /** @type {((inputs?: Api_Line_ListInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Line_ListInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_line_list(inputs)
	if (locale === "en") return en_api_line_list(inputs)
	return id_x_standar_api_line_list(inputs)
});