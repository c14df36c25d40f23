/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Trpc_Multipart_PostInputs */

const id_x_standar_api_trpc_multipart_post = /** @type {(inputs: Api_Trpc_Multipart_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only POST requests are supported for multipart/form-data requests`)
};

const id_api_trpc_multipart_post = /** @type {(inputs: Api_Trpc_Multipart_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permintaan multipart/form-data hanya dapat dikirim dengan POST.`)
};

const en_api_trpc_multipart_post = /** @type {(inputs: Api_Trpc_Multipart_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only POST requests are supported for multipart/form-data.`)
};

/**
* | output |
* | --- |
* | "Only POST requests are supported for multipart/form-data." |
*
* @param {Api_Trpc_Multipart_PostInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_multipart_post = /** @type {((inputs?: Api_Trpc_Multipart_PostInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Trpc_Multipart_PostInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_trpc_multipart_post(inputs)
	if (locale === "en") return en_api_trpc_multipart_post(inputs)
	return id_x_standar_api_trpc_multipart_post(inputs)
});