/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ maximum: NonNullable<unknown> }} Api_Zod_String_Too_LongInputs */

const id_x_standar_api_zod_string_too_long = /** @type {(inputs: Api_Zod_String_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too big: expected string to have <=${i?.maximum} characters`)
};

const id_api_zod_string_too_long = /** @type {(inputs: Api_Zod_String_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terlalu panjang: paling banyak ${i?.maximum} karakter.`)
};

const en_api_zod_string_too_long = /** @type {(inputs: Api_Zod_String_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too long: at most ${i?.maximum} characters.`)
};

/**
* | output |
* | --- |
* | "Too long: at most {maximum} characters." |
*
* @param {Api_Zod_String_Too_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zod_string_too_long = /** @type {((inputs: Api_Zod_String_Too_LongInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zod_String_Too_LongInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zod_string_too_long(inputs)
	if (locale === "en") return en_api_zod_string_too_long(inputs)
	return id_x_standar_api_zod_string_too_long(inputs)
});