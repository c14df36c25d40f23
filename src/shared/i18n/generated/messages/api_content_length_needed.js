/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Content_Length_NeededInputs */

const id_x_standar_api_content_length_needed = /** @type {(inputs: Api_Content_Length_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send uploads with a Content-Length.`)
};

const id_api_content_length_needed = /** @type {(inputs: Api_Content_Length_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kirim unggahan dengan Content-Length.`)
};

const en_api_content_length_needed = /** @type {(inputs: Api_Content_Length_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send uploads with a Content-Length.`)
};

/**
* | output |
* | --- |
* | "Send uploads with a Content-Length." |
*
* @param {Api_Content_Length_NeededInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_content_length_needed = /** @type {((inputs?: Api_Content_Length_NeededInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Content_Length_NeededInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_content_length_needed(inputs)
	if (locale === "en") return en_api_content_length_needed(inputs)
	return id_x_standar_api_content_length_needed(inputs)
});