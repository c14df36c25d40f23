/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Http_Json_InvalidInputs */

const id_x_standar_api_http_json_invalid = /** @type {(inputs: Api_Http_Json_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Body is not valid JSON but content-type is set to 'application/json'`)
};

const id_api_http_json_invalid = /** @type {(inputs: Api_Http_Json_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isi permintaan bukan JSON yang valid, padahal content-type-nya 'application/json'.`)
};

const en_api_http_json_invalid = /** @type {(inputs: Api_Http_Json_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The body is not valid JSON, but its content-type is 'application/json'.`)
};

/**
* | output |
* | --- |
* | "The body is not valid JSON, but its content-type is 'application/json'." |
*
* @param {Api_Http_Json_InvalidInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_http_json_invalid = /** @type {((inputs?: Api_Http_Json_InvalidInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Http_Json_InvalidInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_http_json_invalid(inputs)
	if (locale === "en") return en_api_http_json_invalid(inputs)
	return id_x_standar_api_http_json_invalid(inputs)
});