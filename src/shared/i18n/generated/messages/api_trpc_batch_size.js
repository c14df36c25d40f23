/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Trpc_Batch_SizeInputs */

const id_x_standar_api_trpc_batch_size = /** @type {(inputs: Api_Trpc_Batch_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Batch call exceeds maximum size`)
};

const id_api_trpc_batch_size = /** @type {(inputs: Api_Trpc_Batch_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panggilan batch melebihi ukuran maksimum.`)
};

const en_api_trpc_batch_size = /** @type {(inputs: Api_Trpc_Batch_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The batch call exceeds the maximum size.`)
};

/**
* | output |
* | --- |
* | "The batch call exceeds the maximum size." |
*
* @param {Api_Trpc_Batch_SizeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_batch_size = /** @type {((inputs?: Api_Trpc_Batch_SizeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Trpc_Batch_SizeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_trpc_batch_size(inputs)
	if (locale === "en") return en_api_trpc_batch_size(inputs)
	return id_x_standar_api_trpc_batch_size(inputs)
});