/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Reset_BoundaryInputs */

const id_x_standar_settings_reset_boundary = /** @type {(inputs: Settings_Reset_BoundaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset Boundary`)
};

const id_settings_reset_boundary = /** @type {(inputs: Settings_Reset_BoundaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atur Ulang Batas`)
};

const en_settings_reset_boundary = /** @type {(inputs: Settings_Reset_BoundaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset Boundary`)
};

/**
* | output |
* | --- |
* | "Reset Boundary" |
*
* @param {Settings_Reset_BoundaryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_reset_boundary = /** @type {((inputs?: Settings_Reset_BoundaryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Reset_BoundaryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_reset_boundary(inputs)
	if (locale === "en") return en_settings_reset_boundary(inputs)
	return id_x_standar_settings_reset_boundary(inputs)
});