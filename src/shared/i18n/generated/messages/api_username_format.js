/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Username_FormatInputs */

const id_x_standar_api_username_format = /** @type {(inputs: Api_Username_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use 3 to 50 letters, digits, dots, hyphens or underscores.`)
};

const id_api_username_format = /** @type {(inputs: Api_Username_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gunakan 3 sampai 50 huruf, angka, titik, tanda hubung, atau garis bawah.`)
};

const en_api_username_format = /** @type {(inputs: Api_Username_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use 3 to 50 letters, digits, dots, hyphens or underscores.`)
};

/**
* | output |
* | --- |
* | "Use 3 to 50 letters, digits, dots, hyphens or underscores." |
*
* @param {Api_Username_FormatInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_username_format = /** @type {((inputs?: Api_Username_FormatInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Username_FormatInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_username_format(inputs)
	if (locale === "en") return en_api_username_format(inputs)
	return id_x_standar_api_username_format(inputs)
});