/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Settings_Zoom_HintInputs */

const id_x_standar_settings_zoom_hint = /** @type {(inputs: Settings_Zoom_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.min} to ${i?.max}.`)
};

const id_settings_zoom_hint = /** @type {(inputs: Settings_Zoom_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dari ${i?.min} sampai ${i?.max}.`)
};

const en_settings_zoom_hint = /** @type {(inputs: Settings_Zoom_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.min} to ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "From {min} to {max}." |
*
* @param {Settings_Zoom_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_zoom_hint = /** @type {((inputs: Settings_Zoom_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Zoom_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_zoom_hint(inputs)
	if (locale === "en") return en_settings_zoom_hint(inputs)
	return id_x_standar_settings_zoom_hint(inputs)
});