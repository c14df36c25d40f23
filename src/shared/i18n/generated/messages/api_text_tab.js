/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Api_Text_TabInputs */

const id_x_standar_api_text_tab = /** @type {(inputs: Api_Text_TabInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove a tab at character ${i?.position}; it is not allowed here.`)
};

const id_api_text_tab = /** @type {(inputs: Api_Text_TabInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hapus tab pada karakter ke-${i?.position}; karakter itu tidak diizinkan di sini.`)
};

const en_api_text_tab = /** @type {(inputs: Api_Text_TabInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove a tab at character ${i?.position}; it is not allowed here.`)
};

/**
* | output |
* | --- |
* | "Remove a tab at character {position}; it is not allowed here." |
*
* @param {Api_Text_TabInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_text_tab = /** @type {((inputs: Api_Text_TabInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Text_TabInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_text_tab(inputs)
	if (locale === "en") return en_api_text_tab(inputs)
	return id_x_standar_api_text_tab(inputs)
});