/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minimum: NonNullable<unknown> }} Api_Zod_Number_Too_SmallInputs */

const id_x_standar_api_zod_number_too_small = /** @type {(inputs: Api_Zod_Number_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too small: expected number to be >=${i?.minimum}`)
};

const id_api_zod_number_too_small = /** @type {(inputs: Api_Zod_Number_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terlalu kecil: paling kecil ${i?.minimum}.`)
};

const en_api_zod_number_too_small = /** @type {(inputs: Api_Zod_Number_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too small: at least ${i?.minimum}.`)
};

/**
* | output |
* | --- |
* | "Too small: at least {minimum}." |
*
* @param {Api_Zod_Number_Too_SmallInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zod_number_too_small = /** @type {((inputs: Api_Zod_Number_Too_SmallInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zod_Number_Too_SmallInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zod_number_too_small(inputs)
	if (locale === "en") return en_api_zod_number_too_small(inputs)
	return id_x_standar_api_zod_number_too_small(inputs)
});