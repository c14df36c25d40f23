/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown>, skipped: NonNullable<unknown> }} Import_Summary_Into_SkippedInputs */

const id_x_standar_import_summary_into_skipped = /** @type {(inputs: Import_Summary_Into_SkippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`into ${i?.category}, ${i?.skipped} skipped.`)
};

const id_import_summary_into_skipped = /** @type {(inputs: Import_Summary_Into_SkippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ke ${i?.category}, ${i?.skipped} dilewati.`)
};

const en_import_summary_into_skipped = /** @type {(inputs: Import_Summary_Into_SkippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`into ${i?.category}, ${i?.skipped} skipped.`)
};

/**
* | output |
* | --- |
* | "into {category}, {skipped} skipped." |
*
* @param {Import_Summary_Into_SkippedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_summary_into_skipped = /** @type {((inputs: Import_Summary_Into_SkippedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Summary_Into_SkippedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_summary_into_skipped(inputs)
	if (locale === "en") return en_import_summary_into_skipped(inputs)
	return id_x_standar_import_summary_into_skipped(inputs)
});