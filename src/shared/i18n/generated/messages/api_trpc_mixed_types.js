/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ types: NonNullable<unknown> }} Api_Trpc_Mixed_TypesInputs */

const id_x_standar_api_trpc_mixed_types = /** @type {(inputs: Api_Trpc_Mixed_TypesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cannot mix procedure types in call: ${i?.types}`)
};

const id_api_trpc_mixed_types = /** @type {(inputs: Api_Trpc_Mixed_TypesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jenis prosedur tidak boleh dicampur dalam satu panggilan: ${i?.types}.`)
};

const en_api_trpc_mixed_types = /** @type {(inputs: Api_Trpc_Mixed_TypesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cannot mix procedure types in one call: ${i?.types}.`)
};

/**
* | output |
* | --- |
* | "Cannot mix procedure types in one call: {types}." |
*
* @param {Api_Trpc_Mixed_TypesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_mixed_types = /** @type {((inputs: Api_Trpc_Mixed_TypesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Trpc_Mixed_TypesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_trpc_mixed_types(inputs)
	if (locale === "en") return en_api_trpc_mixed_types(inputs)
	return id_x_standar_api_trpc_mixed_types(inputs)
});