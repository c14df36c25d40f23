/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown>, position: NonNullable<unknown> }} Api_Text_SurrogateInputs */

const id_x_standar_api_text_surrogate = /** @type {(inputs: Api_Text_SurrogateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove a broken character (lone surrogate ${i?.code}) at character ${i?.position}; it is not allowed here.`)
};

const id_api_text_surrogate = /** @type {(inputs: Api_Text_SurrogateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hapus karakter rusak (surrogate tunggal ${i?.code}) pada karakter ke-${i?.position}; karakter itu tidak diizinkan di sini.`)
};

const en_api_text_surrogate = /** @type {(inputs: Api_Text_SurrogateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove a broken character (lone surrogate ${i?.code}) at character ${i?.position}; it is not allowed here.`)
};

/**
* | output |
* | --- |
* | "Remove a broken character (lone surrogate {code}) at character {position}; it is not allowed here." |
*
* @param {Api_Text_SurrogateInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_text_surrogate = /** @type {((inputs: Api_Text_SurrogateInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Text_SurrogateInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_text_surrogate(inputs)
	if (locale === "en") return en_api_text_surrogate(inputs)
	return id_x_standar_api_text_surrogate(inputs)
});