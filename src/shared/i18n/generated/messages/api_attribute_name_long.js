/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Attribute_Name_LongInputs */

const id_x_standar_api_attribute_name_long = /** @type {(inputs: Api_Attribute_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The attribute name may not be longer than 200 characters.`)
};

const id_api_attribute_name_long = /** @type {(inputs: Api_Attribute_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama atribut tidak boleh lebih dari 200 karakter.`)
};

const en_api_attribute_name_long = /** @type {(inputs: Api_Attribute_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The attribute name may not be longer than 200 characters.`)
};

/**
* | output |
* | --- |
* | "The attribute name may not be longer than 200 characters." |
*
* @param {Api_Attribute_Name_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_attribute_name_long = /** @type {((inputs?: Api_Attribute_Name_LongInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Attribute_Name_LongInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_attribute_name_long(inputs)
	if (locale === "en") return en_api_attribute_name_long(inputs)
	return id_x_standar_api_attribute_name_long(inputs)
});