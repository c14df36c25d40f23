/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ options: NonNullable<unknown> }} Api_Zod_Invalid_OptionInputs */

const id_x_standar_api_zod_invalid_option = /** @type {(inputs: Api_Zod_Invalid_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid option: expected one of ${i?.options}`)
};

const id_api_zod_invalid_option = /** @type {(inputs: Api_Zod_Invalid_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pilihan tidak valid: seharusnya salah satu dari ${i?.options}.`)
};

const en_api_zod_invalid_option = /** @type {(inputs: Api_Zod_Invalid_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid option: expected one of ${i?.options}.`)
};

/**
* | output |
* | --- |
* | "Invalid option: expected one of {options}." |
*
* @param {Api_Zod_Invalid_OptionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zod_invalid_option = /** @type {((inputs: Api_Zod_Invalid_OptionInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zod_Invalid_OptionInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zod_invalid_option(inputs)
	if (locale === "en") return en_api_zod_invalid_option(inputs)
	return id_x_standar_api_zod_invalid_option(inputs)
});