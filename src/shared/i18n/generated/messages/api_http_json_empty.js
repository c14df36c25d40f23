/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Http_Json_EmptyInputs */

const id_x_standar_api_http_json_empty = /** @type {(inputs: Api_Http_Json_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Body cannot be empty when content-type is set to 'application/json'`)
};

const id_api_http_json_empty = /** @type {(inputs: Api_Http_Json_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isi permintaan tidak boleh kosong bila content-type-nya 'application/json'.`)
};

const en_api_http_json_empty = /** @type {(inputs: Api_Http_Json_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The body cannot be empty when its content-type is 'application/json'.`)
};

/**
* | output |
* | --- |
* | "The body cannot be empty when its content-type is 'application/json'." |
*
* @param {Api_Http_Json_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_http_json_empty = /** @type {((inputs?: Api_Http_Json_EmptyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Http_Json_EmptyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_http_json_empty(inputs)
	if (locale === "en") return en_api_http_json_empty(inputs)
	return id_x_standar_api_http_json_empty(inputs)
});