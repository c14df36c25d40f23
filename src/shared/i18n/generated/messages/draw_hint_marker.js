/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Hint_MarkerInputs */

const id_x_standar_draw_hint_marker = /** @type {(inputs: Draw_Hint_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click the map to place the marker.`)
};

const id_draw_hint_marker = /** @type {(inputs: Draw_Hint_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klik peta untuk menempatkan penanda.`)
};

const en_draw_hint_marker = /** @type {(inputs: Draw_Hint_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click the map to place the marker.`)
};

/**
* | output |
* | --- |
* | "Click the map to place the marker." |
*
* @param {Draw_Hint_MarkerInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_hint_marker = /** @type {((inputs?: Draw_Hint_MarkerInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Hint_MarkerInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_hint_marker(inputs)
	if (locale === "en") return en_draw_hint_marker(inputs)
	return id_x_standar_draw_hint_marker(inputs)
});