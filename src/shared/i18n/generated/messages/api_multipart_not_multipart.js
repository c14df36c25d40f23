/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Multipart_Not_MultipartInputs */

const id_x_standar_api_multipart_not_multipart = /** @type {(inputs: Api_Multipart_Not_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the request is not multipart`)
};

const id_api_multipart_not_multipart = /** @type {(inputs: Api_Multipart_Not_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permintaan ini bukan multipart.`)
};

const en_api_multipart_not_multipart = /** @type {(inputs: Api_Multipart_Not_MultipartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request is not multipart.`)
};

/**
* | output |
* | --- |
* | "The request is not multipart." |
*
* @param {Api_Multipart_Not_MultipartInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipart_not_multipart = /** @type {((inputs?: Api_Multipart_Not_MultipartInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Multipart_Not_MultipartInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_multipart_not_multipart(inputs)
	if (locale === "en") return en_api_multipart_not_multipart(inputs)
	return id_x_standar_api_multipart_not_multipart(inputs)
});