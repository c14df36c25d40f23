/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Api_Import_Outcome_ImportedInputs */

const id_x_standar_api_import_outcome_imported = /** @type {(inputs: Api_Import_Outcome_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imported as "${i?.name}".`)
};

const id_api_import_outcome_imported = /** @type {(inputs: Api_Import_Outcome_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diimpor sebagai "${i?.name}".`)
};

const en_api_import_outcome_imported = /** @type {(inputs: Api_Import_Outcome_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imported as "${i?.name}".`)
};

/**
* | output |
* | --- |
* | "Imported as \"{name}\"." |
*
* @param {Api_Import_Outcome_ImportedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_outcome_imported = /** @type {((inputs: Api_Import_Outcome_ImportedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_Outcome_ImportedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_outcome_imported(inputs)
	if (locale === "en") return en_api_import_outcome_imported(inputs)
	return id_x_standar_api_import_outcome_imported(inputs)
});