/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Http_Body_Too_LargeInputs */

const id_x_standar_api_http_body_too_large = /** @type {(inputs: Api_Http_Body_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request body is too large`)
};

const id_api_http_body_too_large = /** @type {(inputs: Api_Http_Body_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isi permintaan terlalu besar.`)
};

const en_api_http_body_too_large = /** @type {(inputs: Api_Http_Body_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body is too large.`)
};

/**
* | output |
* | --- |
* | "The request body is too large." |
*
* @param {Api_Http_Body_Too_LargeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_http_body_too_large = /** @type {((inputs?: Api_Http_Body_Too_LargeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Http_Body_Too_LargeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_http_body_too_large(inputs)
	if (locale === "en") return en_api_http_body_too_large(inputs)
	return id_x_standar_api_http_body_too_large(inputs)
});