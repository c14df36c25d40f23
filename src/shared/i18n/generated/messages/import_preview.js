/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_PreviewInputs */

const id_x_standar_import_preview = /** @type {(inputs: Import_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview`)
};

const id_import_preview = /** @type {(inputs: Import_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pratinjau`)
};

const en_import_preview = /** @type {(inputs: Import_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview`)
};

/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Import_PreviewInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_preview = /** @type {((inputs?: Import_PreviewInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_PreviewInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_preview(inputs)
	if (locale === "en") return en_import_preview(inputs)
	return id_x_standar_import_preview(inputs)
});