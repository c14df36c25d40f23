/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Http_Media_TypeInputs */

const id_x_standar_api_http_media_type = /** @type {(inputs: Api_Http_Media_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsupported Media Type`)
};

const id_api_http_media_type = /** @type {(inputs: Api_Http_Media_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jenis media tidak didukung.`)
};

const en_api_http_media_type = /** @type {(inputs: Api_Http_Media_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsupported media type.`)
};

/**
* | output |
* | --- |
* | "Unsupported media type." |
*
* @param {Api_Http_Media_TypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_http_media_type = /** @type {((inputs?: Api_Http_Media_TypeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Http_Media_TypeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_http_media_type(inputs)
	if (locale === "en") return en_api_http_media_type(inputs)
	return id_x_standar_api_http_media_type(inputs)
});