/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ maximum: NonNullable<unknown> }} Api_Zod_Number_Too_BigInputs */

const id_x_standar_api_zod_number_too_big = /** @type {(inputs: Api_Zod_Number_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too big: expected number to be <=${i?.maximum}`)
};

const id_api_zod_number_too_big = /** @type {(inputs: Api_Zod_Number_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terlalu besar: paling besar ${i?.maximum}.`)
};

const en_api_zod_number_too_big = /** @type {(inputs: Api_Zod_Number_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too big: at most ${i?.maximum}.`)
};

/**
* | output |
* | --- |
* | "Too big: at most {maximum}." |
*
* @param {Api_Zod_Number_Too_BigInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zod_number_too_big = /** @type {((inputs: Api_Zod_Number_Too_BigInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zod_Number_Too_BigInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zod_number_too_big(inputs)
	if (locale === "en") return en_api_zod_number_too_big(inputs)
	return id_x_standar_api_zod_number_too_big(inputs)
});