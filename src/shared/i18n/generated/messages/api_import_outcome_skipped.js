/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ problem: NonNullable<unknown> }} Api_Import_Outcome_SkippedInputs */

const id_x_standar_api_import_outcome_skipped = /** @type {(inputs: Api_Import_Outcome_SkippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Skipped: ${i?.problem}`)
};

const id_api_import_outcome_skipped = /** @type {(inputs: Api_Import_Outcome_SkippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dilewati: ${i?.problem}`)
};

const en_api_import_outcome_skipped = /** @type {(inputs: Api_Import_Outcome_SkippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Skipped: ${i?.problem}`)
};

/**
* | output |
* | --- |
* | "Skipped: {problem}" |
*
* @param {Api_Import_Outcome_SkippedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_outcome_skipped = /** @type {((inputs: Api_Import_Outcome_SkippedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_Outcome_SkippedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_outcome_skipped(inputs)
	if (locale === "en") return en_api_import_outcome_skipped(inputs)
	return id_x_standar_api_import_outcome_skipped(inputs)
});