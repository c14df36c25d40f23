/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Preview_LabelInputs */

const id_x_standar_import_preview_label = /** @type {(inputs: Import_Preview_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import preview`)
};

const id_import_preview_label = /** @type {(inputs: Import_Preview_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pratinjau impor`)
};

const en_import_preview_label = /** @type {(inputs: Import_Preview_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import preview`)
};

/**
* | output |
* | --- |
* | "Import preview" |
*
* @param {Import_Preview_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_preview_label = /** @type {((inputs?: Import_Preview_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Preview_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_preview_label(inputs)
	if (locale === "en") return en_import_preview_label(inputs)
	return id_x_standar_import_preview_label(inputs)
});