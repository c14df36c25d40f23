/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Api_Description_LongInputs */

const id_x_standar_api_description_long = /** @type {(inputs: Api_Description_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The description may not be longer than ${i?.max} characters.`)
};

const id_api_description_long = /** @type {(inputs: Api_Description_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deskripsi tidak boleh lebih dari ${i?.max} karakter.`)
};

const en_api_description_long = /** @type {(inputs: Api_Description_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The description may not be longer than ${i?.max} characters.`)
};

/**
* | output |
* | --- |
* | "The description may not be longer than {max} characters." |
*
* @param {Api_Description_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_description_long = /** @type {((inputs: Api_Description_LongInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Description_LongInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_description_long(inputs)
	if (locale === "en") return en_api_description_long(inputs)
	return id_x_standar_api_description_long(inputs)
});