/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Multipart_PrototypeInputs */

const id_x_standar_api_multipart_prototype = /** @type {(inputs: Api_Multipart_PrototypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prototype property is not allowed as field name`)
};

const id_api_multipart_prototype = /** @type {(inputs: Api_Multipart_PrototypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Properti prototype tidak boleh dipakai sebagai nama isian.`)
};

const en_api_multipart_prototype = /** @type {(inputs: Api_Multipart_PrototypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A prototype property is not allowed as a field name.`)
};

/**
* | output |
* | --- |
* | "A prototype property is not allowed as a field name." |
*
* @param {Api_Multipart_PrototypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipart_prototype = /** @type {((inputs?: Api_Multipart_PrototypeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Multipart_PrototypeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_multipart_prototype(inputs)
	if (locale === "en") return en_api_multipart_prototype(inputs)
	return id_x_standar_api_multipart_prototype(inputs)
});