/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Import_Uploading_PercentInputs */

const id_x_standar_import_uploading_percent = /** @type {(inputs: Import_Uploading_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading the file... ${i?.percent}%`)
};

const id_import_uploading_percent = /** @type {(inputs: Import_Uploading_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mengunggah berkas... ${i?.percent}%`)
};

const en_import_uploading_percent = /** @type {(inputs: Import_Uploading_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading the file... ${i?.percent}%`)
};

/**
* | output |
* | --- |
* | "Uploading the file... {percent}%" |
*
* @param {Import_Uploading_PercentInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_uploading_percent = /** @type {((inputs: Import_Uploading_PercentInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Uploading_PercentInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_uploading_percent(inputs)
	if (locale === "en") return en_import_uploading_percent(inputs)
	return id_x_standar_import_uploading_percent(inputs)
});