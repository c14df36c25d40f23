/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Http_Body_LengthInputs */

const id_x_standar_api_http_body_length = /** @type {(inputs: Api_Http_Body_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request body size did not match Content-Length`)
};

const id_api_http_body_length = /** @type {(inputs: Api_Http_Body_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ukuran isi permintaan tidak sesuai dengan Content-Length.`)
};

const en_api_http_body_length = /** @type {(inputs: Api_Http_Body_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body size did not match its Content-Length.`)
};

/**
* | output |
* | --- |
* | "The request body size did not match its Content-Length." |
*
* @param {Api_Http_Body_LengthInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_http_body_length = /** @type {((inputs?: Api_Http_Body_LengthInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Http_Body_LengthInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_http_body_length(inputs)
	if (locale === "en") return en_api_http_body_length(inputs)
	return id_x_standar_api_http_body_length(inputs)
});