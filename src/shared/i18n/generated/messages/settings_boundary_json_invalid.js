/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Boundary_Json_InvalidInputs */

const id_x_standar_settings_boundary_json_invalid = /** @type {(inputs: Settings_Boundary_Json_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geometry harus berupa JSON yang valid.`)
};

const id_settings_boundary_json_invalid = /** @type {(inputs: Settings_Boundary_Json_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geometri harus berupa JSON yang valid.`)
};

const en_settings_boundary_json_invalid = /** @type {(inputs: Settings_Boundary_Json_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The geometry must be valid JSON.`)
};

/**
* | output |
* | --- |
* | "The geometry must be valid JSON." |
*
* @param {Settings_Boundary_Json_InvalidInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_boundary_json_invalid = /** @type {((inputs?: Settings_Boundary_Json_InvalidInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Boundary_Json_InvalidInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_boundary_json_invalid(inputs)
	if (locale === "en") return en_settings_boundary_json_invalid(inputs)
	return id_x_standar_settings_boundary_json_invalid(inputs)
});