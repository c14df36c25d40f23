/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Multipart_FieldsInputs */

const id_x_standar_api_multipart_fields = /** @type {(inputs: Api_Multipart_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reach fields limit`)
};

const id_api_multipart_fields = /** @type {(inputs: Api_Multipart_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permintaan berisi terlalu banyak isian.`)
};

const en_api_multipart_fields = /** @type {(inputs: Api_Multipart_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request holds too many fields.`)
};

/**
* | output |
* | --- |
* | "The request holds too many fields." |
*
* @param {Api_Multipart_FieldsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipart_fields = /** @type {((inputs?: Api_Multipart_FieldsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Multipart_FieldsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_multipart_fields(inputs)
	if (locale === "en") return en_api_multipart_fields(inputs)
	return id_x_standar_api_multipart_fields(inputs)
});