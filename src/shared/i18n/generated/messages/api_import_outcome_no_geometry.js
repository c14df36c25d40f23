/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Import_Outcome_No_GeometryInputs */

const id_x_standar_api_import_outcome_no_geometry = /** @type {(inputs: Api_Import_Outcome_No_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skipped: no geometry.`)
};

const id_api_import_outcome_no_geometry = /** @type {(inputs: Api_Import_Outcome_No_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dilewati: tanpa geometri.`)
};

const en_api_import_outcome_no_geometry = /** @type {(inputs: Api_Import_Outcome_No_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skipped: no geometry.`)
};

/**
* | output |
* | --- |
* | "Skipped: no geometry." |
*
* @param {Api_Import_Outcome_No_GeometryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_outcome_no_geometry = /** @type {((inputs?: Api_Import_Outcome_No_GeometryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_Outcome_No_GeometryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_outcome_no_geometry(inputs)
	if (locale === "en") return en_api_import_outcome_no_geometry(inputs)
	return id_x_standar_api_import_outcome_no_geometry(inputs)
});