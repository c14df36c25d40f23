/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown>, position: NonNullable<unknown> }} Api_Text_ControlInputs */

const id_x_standar_api_text_control = /** @type {(inputs: Api_Text_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the control character ${i?.code} at character ${i?.position}; it is not allowed here.`)
};

const id_api_text_control = /** @type {(inputs: Api_Text_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hapus karakter kontrol ${i?.code} pada karakter ke-${i?.position}; karakter itu tidak diizinkan di sini.`)
};

const en_api_text_control = /** @type {(inputs: Api_Text_ControlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the control character ${i?.code} at character ${i?.position}; it is not allowed here.`)
};

/**
* | output |
* | --- |
* | "Remove the control character {code} at character {position}; it is not allowed here." |
*
* @param {Api_Text_ControlInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_text_control = /** @type {((inputs: Api_Text_ControlInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Text_ControlInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_text_control(inputs)
	if (locale === "en") return en_api_text_control(inputs)
	return id_x_standar_api_text_control(inputs)
});