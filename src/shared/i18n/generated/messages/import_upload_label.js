/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Upload_LabelInputs */

const id_x_standar_import_upload_label = /** @type {(inputs: Import_Upload_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload`)
};

const id_import_upload_label = /** @type {(inputs: Import_Upload_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unggahan`)
};

const en_import_upload_label = /** @type {(inputs: Import_Upload_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload`)
};

/**
* | output |
* | --- |
* | "Upload" |
*
* @param {Import_Upload_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_upload_label = /** @type {((inputs?: Import_Upload_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Upload_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_upload_label(inputs)
	if (locale === "en") return en_import_upload_label(inputs)
	return id_x_standar_import_upload_label(inputs)
});