/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ megabytes: NonNullable<unknown> }} Api_File_Too_LargeInputs */

const id_x_standar_api_file_too_large = /** @type {(inputs: Api_File_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file may not be larger than ${i?.megabytes} MB.`)
};

const id_api_file_too_large = /** @type {(inputs: Api_File_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Berkas tidak boleh lebih besar dari ${i?.megabytes} MB.`)
};

const en_api_file_too_large = /** @type {(inputs: Api_File_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file may not be larger than ${i?.megabytes} MB.`)
};

/**
* | output |
* | --- |
* | "The file may not be larger than {megabytes} MB." |
*
* @param {Api_File_Too_LargeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_file_too_large = /** @type {((inputs: Api_File_Too_LargeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_File_Too_LargeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_file_too_large(inputs)
	if (locale === "en") return en_api_file_too_large(inputs)
	return id_x_standar_api_file_too_large(inputs)
});