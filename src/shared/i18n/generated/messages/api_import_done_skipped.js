/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, category: NonNullable<unknown>, skipped: NonNullable<unknown> }} Api_Import_Done_SkippedInputs */

const id_x_standar_api_import_done_skipped = /** @type {(inputs: Api_Import_Done_SkippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} maps imported into ${i?.category}; ${i?.skipped} skipped.`)
};

const id_api_import_done_skipped = /** @type {(inputs: Api_Import_Done_SkippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} peta diimpor ke ${i?.category}; ${i?.skipped} dilewati.`)
};

const en_api_import_done_skipped = /** @type {(inputs: Api_Import_Done_SkippedInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`${i?.count} map imported into ${i?.category}; ${i?.skipped} skipped.`);
	return /** @type {LocalizedString} */ (`${i?.count} maps imported into ${i?.category}; ${i?.skipped} skipped.`)
	
};

/**
* | count | output |
* | --- | --- |
* | "1" | "{count} map imported into {category}; {skipped} skipped." |
* | * | "{count} maps imported into {category}; {skipped} skipped." |
*
* @param {Api_Import_Done_SkippedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_done_skipped = /** @type {((inputs: Api_Import_Done_SkippedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_Done_SkippedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_done_skipped(inputs)
	if (locale === "en") return en_api_import_done_skipped(inputs)
	return id_x_standar_api_import_done_skipped(inputs)
});