/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minimum: NonNullable<unknown> }} Api_Zod_Number_Not_AboveInputs */

const id_x_standar_api_zod_number_not_above = /** @type {(inputs: Api_Zod_Number_Not_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too small: expected number to be >${i?.minimum}`)
};

const id_api_zod_number_not_above = /** @type {(inputs: Api_Zod_Number_Not_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terlalu kecil: harus lebih dari ${i?.minimum}.`)
};

const en_api_zod_number_not_above = /** @type {(inputs: Api_Zod_Number_Not_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too small: must be more than ${i?.minimum}.`)
};

/**
* | output |
* | --- |
* | "Too small: must be more than {minimum}." |
*
* @param {Api_Zod_Number_Not_AboveInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zod_number_not_above = /** @type {((inputs: Api_Zod_Number_Not_AboveInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zod_Number_Not_AboveInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zod_number_not_above(inputs)
	if (locale === "en") return en_api_zod_number_not_above(inputs)
	return id_x_standar_api_zod_number_not_above(inputs)
});