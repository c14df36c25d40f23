/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: NonNullable<unknown>, type: NonNullable<unknown>, path: NonNullable<unknown> }} Api_Trpc_MethodInputs */

const id_x_standar_api_trpc_method = /** @type {(inputs: Api_Trpc_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unsupported ${i?.method}-request to ${i?.type} procedure at path "${i?.path}"`)
};

const id_api_trpc_method = /** @type {(inputs: Api_Trpc_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permintaan ${i?.method} tidak didukung untuk prosedur ${i?.type} pada path "${i?.path}".`)
};

const en_api_trpc_method = /** @type {(inputs: Api_Trpc_MethodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unsupported ${i?.method} request to ${i?.type} procedure at path "${i?.path}".`)
};

/**
* | output |
* | --- |
* | "Unsupported {method} request to {type} procedure at path \"{path}\"." |
*
* @param {Api_Trpc_MethodInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_method = /** @type {((inputs: Api_Trpc_MethodInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Trpc_MethodInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_trpc_method(inputs)
	if (locale === "en") return en_api_trpc_method(inputs)
	return id_x_standar_api_trpc_method(inputs)
});