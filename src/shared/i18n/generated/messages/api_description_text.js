/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Description_TextInputs */

const id_x_standar_api_description_text = /** @type {(inputs: Api_Description_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The description must be text.`)
};

const id_api_description_text = /** @type {(inputs: Api_Description_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deskripsi harus berupa teks.`)
};

const en_api_description_text = /** @type {(inputs: Api_Description_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The description must be text.`)
};

/**
* | output |
* | --- |
* | "The description must be text." |
*
* @param {Api_Description_TextInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_description_text = /** @type {((inputs?: Api_Description_TextInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Description_TextInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_description_text(inputs)
	if (locale === "en") return en_api_description_text(inputs)
	return id_x_standar_api_description_text(inputs)
});