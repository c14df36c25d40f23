/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Api_Trpc_Content_TypeInputs */

const id_x_standar_api_trpc_content_type = /** @type {(inputs: Api_Trpc_Content_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unsupported content-type "${i?.type}`)
};

const id_api_trpc_content_type = /** @type {(inputs: Api_Trpc_Content_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Content-type "${i?.type}" tidak didukung.`)
};

const en_api_trpc_content_type = /** @type {(inputs: Api_Trpc_Content_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unsupported content-type "${i?.type}".`)
};

/**
* | output |
* | --- |
* | "Unsupported content-type \"{type}\"." |
*
* @param {Api_Trpc_Content_TypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_content_type = /** @type {((inputs: Api_Trpc_Content_TypeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Trpc_Content_TypeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_trpc_content_type(inputs)
	if (locale === "en") return en_api_trpc_content_type(inputs)
	return id_x_standar_api_trpc_content_type(inputs)
});