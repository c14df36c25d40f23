/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Api_Attribute_TabInputs */

const id_x_standar_api_attribute_tab = /** @type {(inputs: Api_Attribute_TabInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An attribute name holds a tab at character ${i?.position}; fix the file and import it again.`)
};

const id_api_attribute_tab = /** @type {(inputs: Api_Attribute_TabInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nama atribut berisi tab pada karakter ke-${i?.position}; perbaiki berkas lalu impor lagi.`)
};

const en_api_attribute_tab = /** @type {(inputs: Api_Attribute_TabInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An attribute name holds a tab at character ${i?.position}; fix the file and import it again.`)
};

/**
* | output |
* | --- |
* | "An attribute name holds a tab at character {position}; fix the file and import it again." |
*
* @param {Api_Attribute_TabInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_attribute_tab = /** @type {((inputs: Api_Attribute_TabInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Attribute_TabInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_attribute_tab(inputs)
	if (locale === "en") return en_api_attribute_tab(inputs)
	return id_x_standar_api_attribute_tab(inputs)
});