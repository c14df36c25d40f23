/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Api_Text_Line_BreakInputs */

const id_x_standar_api_text_line_break = /** @type {(inputs: Api_Text_Line_BreakInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove a line break at character ${i?.position}; it is not allowed here.`)
};

const id_api_text_line_break = /** @type {(inputs: Api_Text_Line_BreakInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hapus pindah baris pada karakter ke-${i?.position}; karakter itu tidak diizinkan di sini.`)
};

const en_api_text_line_break = /** @type {(inputs: Api_Text_Line_BreakInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove a line break at character ${i?.position}; it is not allowed here.`)
};

/**
* | output |
* | --- |
* | "Remove a line break at character {position}; it is not allowed here." |
*
* @param {Api_Text_Line_BreakInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_text_line_break = /** @type {((inputs: Api_Text_Line_BreakInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Text_Line_BreakInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_text_line_break(inputs)
	if (locale === "en") return en_api_text_line_break(inputs)
	return id_x_standar_api_text_line_break(inputs)
});