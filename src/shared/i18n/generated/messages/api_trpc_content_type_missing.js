/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Trpc_Content_Type_MissingInputs */

const id_x_standar_api_trpc_content_type_missing = /** @type {(inputs: Api_Trpc_Content_Type_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing content-type header`)
};

const id_api_trpc_content_type_missing = /** @type {(inputs: Api_Trpc_Content_Type_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Header content-type tidak ada.`)
};

const en_api_trpc_content_type_missing = /** @type {(inputs: Api_Trpc_Content_Type_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The content-type header is missing.`)
};

/**
* | output |
* | --- |
* | "The content-type header is missing." |
*
* @param {Api_Trpc_Content_Type_MissingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_content_type_missing = /** @type {((inputs?: Api_Trpc_Content_Type_MissingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Trpc_Content_Type_MissingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_trpc_content_type_missing(inputs)
	if (locale === "en") return en_api_trpc_content_type_missing(inputs)
	return id_x_standar_api_trpc_content_type_missing(inputs)
});