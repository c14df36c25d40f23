/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, file: NonNullable<unknown>, format: NonNullable<unknown>, crs: NonNullable<unknown> }} Import_Summary_ReadInputs */

const id_x_standar_import_summary_read = /** @type {(inputs: Import_Summary_ReadInputs) => LocalizedString} */ (i) => {
	const totalPlural = registry.plural("id-x-standar", i?.total, {});return /** @type {LocalizedString} */ (`${i?.total} features in ${i?.file} (${i?.format}, coordinates read as ${i?.crs}):`)
};

const id_import_summary_read = /** @type {(inputs: Import_Summary_ReadInputs) => LocalizedString} */ (i) => {
	const totalPlural = registry.plural("id", i?.total, {});return /** @type {LocalizedString} */ (`${i?.total} fitur dalam ${i?.file} (${i?.format}, koordinat dibaca sebagai ${i?.crs}):`)
};

const en_import_summary_read = /** @type {(inputs: Import_Summary_ReadInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("en", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.total} feature in ${i?.file} (${i?.format}, coordinates read as ${i?.crs}):`);
	return /** @type {LocalizedString} */ (`${i?.total} features in ${i?.file} (${i?.format}, coordinates read as ${i?.crs}):`)
	
};

/**
* | totalPlural | output |
* | --- | --- |
* | "one" | "{total} feature in {file} ({format}, coordinates read as {crs}):" |
* | * | "{total} features in {file} ({format}, coordinates read as {crs}):" |
*
* @param {Import_Summary_ReadInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_summary_read = /** @type {((inputs: Import_Summary_ReadInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Summary_ReadInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_summary_read(inputs)
	if (locale === "en") return en_import_summary_read(inputs)
	return id_x_standar_import_summary_read(inputs)
});