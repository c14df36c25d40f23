/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ path: NonNullable<unknown> }} Api_Trpc_No_ProcedureInputs */

const id_x_standar_api_trpc_no_procedure = /** @type {(inputs: Api_Trpc_No_ProcedureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No procedure found on path "${i?.path}"`)
};

const id_api_trpc_no_procedure = /** @type {(inputs: Api_Trpc_No_ProcedureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tidak ada prosedur pada path "${i?.path}".`)
};

const en_api_trpc_no_procedure = /** @type {(inputs: Api_Trpc_No_ProcedureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No procedure found on path "${i?.path}".`)
};

/**
* | output |
* | --- |
* | "No procedure found on path \"{path}\"." |
*
* @param {Api_Trpc_No_ProcedureInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_no_procedure = /** @type {((inputs: Api_Trpc_No_ProcedureInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Trpc_No_ProcedureInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_trpc_no_procedure(inputs)
	if (locale === "en") return en_api_trpc_no_procedure(inputs)
	return id_x_standar_api_trpc_no_procedure(inputs)
});