/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Choose_Import_FileInputs */

const id_x_standar_api_choose_import_file = /** @type {(inputs: Api_Choose_Import_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a file to import (multipart/form-data).`)
};

const id_api_choose_import_file = /** @type {(inputs: Api_Choose_Import_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih berkas untuk diimpor (multipart/form-data).`)
};

const en_api_choose_import_file = /** @type {(inputs: Api_Choose_Import_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a file to import (multipart/form-data).`)
};

/**
* | output |
* | --- |
* | "Choose a file to import (multipart/form-data)." |
*
* @param {Api_Choose_Import_FileInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_choose_import_file = /** @type {((inputs?: Api_Choose_Import_FileInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Choose_Import_FileInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_choose_import_file(inputs)
	if (locale === "en") return en_api_choose_import_file(inputs)
	return id_x_standar_api_choose_import_file(inputs)
});