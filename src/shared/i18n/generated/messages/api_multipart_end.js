/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Multipart_EndInputs */

const id_x_standar_api_multipart_end = /** @type {(inputs: Api_Multipart_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unexpected end of multipart data`)
};

const id_api_multipart_end = /** @type {(inputs: Api_Multipart_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data multipart berakhir sebelum selesai.`)
};

const en_api_multipart_end = /** @type {(inputs: Api_Multipart_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The multipart data ended unexpectedly.`)
};

/**
* | output |
* | --- |
* | "The multipart data ended unexpectedly." |
*
* @param {Api_Multipart_EndInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipart_end = /** @type {((inputs?: Api_Multipart_EndInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Multipart_EndInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_multipart_end(inputs)
	if (locale === "en") return en_api_multipart_end(inputs)
	return id_x_standar_api_multipart_end(inputs)
});