/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ area: NonNullable<unknown> }} Settings_Boundary_AreaInputs */

const id_x_standar_settings_boundary_area = /** @type {(inputs: Settings_Boundary_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Area: ${i?.area}`)
};

const id_settings_boundary_area = /** @type {(inputs: Settings_Boundary_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Luas: ${i?.area}`)
};

const en_settings_boundary_area = /** @type {(inputs: Settings_Boundary_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Area: ${i?.area}`)
};

/**
* | output |
* | --- |
* | "Area: {area}" |
*
* @param {Settings_Boundary_AreaInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_boundary_area = /** @type {((inputs: Settings_Boundary_AreaInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Boundary_AreaInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_boundary_area(inputs)
	if (locale === "en") return en_settings_boundary_area(inputs)
	return id_x_standar_settings_boundary_area(inputs)
});