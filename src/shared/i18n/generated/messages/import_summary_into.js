/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Import_Summary_IntoInputs */

const id_x_standar_import_summary_into = /** @type {(inputs: Import_Summary_IntoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`into ${i?.category}.`)
};

const id_import_summary_into = /** @type {(inputs: Import_Summary_IntoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ke ${i?.category}.`)
};

const en_import_summary_into = /** @type {(inputs: Import_Summary_IntoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`into ${i?.category}.`)
};

/**
* | output |
* | --- |
* | "into {category}." |
*
* @param {Import_Summary_IntoInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_summary_into = /** @type {((inputs: Import_Summary_IntoInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Summary_IntoInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_summary_into(inputs)
	if (locale === "en") return en_import_summary_into(inputs)
	return id_x_standar_import_summary_into(inputs)
});