/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_UploadingInputs */

const id_x_standar_import_uploading = /** @type {(inputs: Import_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading the file...`)
};

const id_import_uploading = /** @type {(inputs: Import_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mengunggah berkas...`)
};

const en_import_uploading = /** @type {(inputs: Import_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading the file...`)
};

/**
* | output |
* | --- |
* | "Uploading the file..." |
*
* @param {Import_UploadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_uploading = /** @type {((inputs?: Import_UploadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_UploadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_uploading(inputs)
	if (locale === "en") return en_import_uploading(inputs)
	return id_x_standar_import_uploading(inputs)
});