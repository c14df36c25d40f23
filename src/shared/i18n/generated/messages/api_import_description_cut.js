/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Api_Import_Description_CutInputs */

const id_x_standar_api_import_description_cut = /** @type {(inputs: Api_Import_Description_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The description is cut to ${i?.limit} characters.`)
};

const id_api_import_description_cut = /** @type {(inputs: Api_Import_Description_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deskripsi dipotong menjadi ${i?.limit} karakter.`)
};

const en_api_import_description_cut = /** @type {(inputs: Api_Import_Description_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The description is cut to ${i?.limit} characters.`)
};

/**
* | output |
* | --- |
* | "The description is cut to {limit} characters." |
*
* @param {Api_Import_Description_CutInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_description_cut = /** @type {((inputs: Api_Import_Description_CutInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_Description_CutInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_description_cut(inputs)
	if (locale === "en") return en_api_import_description_cut(inputs)
	return id_x_standar_api_import_description_cut(inputs)
});