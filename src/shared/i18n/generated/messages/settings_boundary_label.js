/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Boundary_LabelInputs */

const id_x_standar_settings_boundary_label = /** @type {(inputs: Settings_Boundary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Village Boundary`)
};

const id_settings_boundary_label = /** @type {(inputs: Settings_Boundary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Batas Desa`)
};

const en_settings_boundary_label = /** @type {(inputs: Settings_Boundary_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Village Boundary`)
};

/**
* | output |
* | --- |
* | "Village Boundary" |
*
* @param {Settings_Boundary_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_boundary_label = /** @type {((inputs?: Settings_Boundary_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Boundary_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_boundary_label(inputs)
	if (locale === "en") return en_settings_boundary_label(inputs)
	return id_x_standar_settings_boundary_label(inputs)
});