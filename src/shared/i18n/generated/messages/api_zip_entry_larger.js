/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, declared: NonNullable<unknown> }} Api_Zip_Entry_LargerInputs */

const id_x_standar_api_zip_entry_larger = /** @type {(inputs: Api_Zip_Entry_LargerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The zip file is damaged: ${i?.name} unpacks to more than the ${i?.declared} bytes its header declares.`)
};

const id_api_zip_entry_larger = /** @type {(inputs: Api_Zip_Entry_LargerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Berkas zip rusak: ${i?.name} berisi lebih dari ${i?.declared} byte yang dinyatakan header-nya.`)
};

const en_api_zip_entry_larger = /** @type {(inputs: Api_Zip_Entry_LargerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The zip file is damaged: ${i?.name} unpacks to more than the ${i?.declared} bytes its header declares.`)
};

/**
* | output |
* | --- |
* | "The zip file is damaged: {name} unpacks to more than the {declared} bytes its header declares." |
*
* @param {Api_Zip_Entry_LargerInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_entry_larger = /** @type {((inputs: Api_Zip_Entry_LargerInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zip_Entry_LargerInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zip_entry_larger(inputs)
	if (locale === "en") return en_api_zip_entry_larger(inputs)
	return id_x_standar_api_zip_entry_larger(inputs)
});