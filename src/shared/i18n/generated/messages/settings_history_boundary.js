/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_History_BoundaryInputs */

const id_x_standar_settings_history_boundary = /** @type {(inputs: Settings_History_BoundaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Village boundary`)
};

const id_settings_history_boundary = /** @type {(inputs: Settings_History_BoundaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Batas desa`)
};

const en_settings_history_boundary = /** @type {(inputs: Settings_History_BoundaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Village boundary`)
};

/**
* | output |
* | --- |
* | "Village boundary" |
*
* @param {Settings_History_BoundaryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_history_boundary = /** @type {((inputs?: Settings_History_BoundaryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_History_BoundaryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_history_boundary(inputs)
	if (locale === "en") return en_settings_history_boundary(inputs)
	return id_x_standar_settings_history_boundary(inputs)
});