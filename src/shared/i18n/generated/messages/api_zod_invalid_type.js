/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ expected: NonNullable<unknown>, received: NonNullable<unknown> }} Api_Zod_Invalid_TypeInputs */

const id_x_standar_api_zod_invalid_type = /** @type {(inputs: Api_Zod_Invalid_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid input: expected ${i?.expected}, received ${i?.received}`)
};

const id_api_zod_invalid_type = /** @type {(inputs: Api_Zod_Invalid_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Masukan tidak valid: seharusnya ${i?.expected}, diterima ${i?.received}.`)
};

const en_api_zod_invalid_type = /** @type {(inputs: Api_Zod_Invalid_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid input: expected ${i?.expected}, received ${i?.received}.`)
};

/**
* | output |
* | --- |
* | "Invalid input: expected {expected}, received {received}." |
*
* @param {Api_Zod_Invalid_TypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zod_invalid_type = /** @type {((inputs: Api_Zod_Invalid_TypeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zod_Invalid_TypeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zod_invalid_type(inputs)
	if (locale === "en") return en_api_zod_invalid_type(inputs)
	return id_x_standar_api_zod_invalid_type(inputs)
});