/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Trpc_Query_ParamsInputs */

const id_x_standar_api_trpc_query_params = /** @type {(inputs: Api_Trpc_Query_ParamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not JSON-parsable query params`)
};

const id_api_trpc_query_params = /** @type {(inputs: Api_Trpc_Query_ParamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parameter query tidak dapat dibaca sebagai JSON.`)
};

const en_api_trpc_query_params = /** @type {(inputs: Api_Trpc_Query_ParamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The query parameters are not valid JSON.`)
};

/**
* | output |
* | --- |
* | "The query parameters are not valid JSON." |
*
* @param {Api_Trpc_Query_ParamsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_query_params = /** @type {((inputs?: Api_Trpc_Query_ParamsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Trpc_Query_ParamsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_trpc_query_params(inputs)
	if (locale === "en") return en_api_trpc_query_params(inputs)
	return id_x_standar_api_trpc_query_params(inputs)
});