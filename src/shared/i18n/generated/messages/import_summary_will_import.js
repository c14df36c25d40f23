/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Import_Summary_Will_ImportInputs */

const id_x_standar_import_summary_will_import = /** @type {(inputs: Import_Summary_Will_ImportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} will be imported`)
};

const id_import_summary_will_import = /** @type {(inputs: Import_Summary_Will_ImportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} akan diimpor`)
};

const en_import_summary_will_import = /** @type {(inputs: Import_Summary_Will_ImportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} will be imported`)
};

/**
* | output |
* | --- |
* | "{count} will be imported" |
*
* @param {Import_Summary_Will_ImportInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_summary_will_import = /** @type {((inputs: Import_Summary_Will_ImportInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Summary_Will_ImportInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_summary_will_import(inputs)
	if (locale === "en") return en_import_summary_will_import(inputs)
	return id_x_standar_import_summary_will_import(inputs)
});