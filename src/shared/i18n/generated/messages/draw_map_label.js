/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Map_LabelInputs */

const id_x_standar_draw_map_label = /** @type {(inputs: Draw_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drawing map`)
};

const id_draw_map_label = /** @type {(inputs: Draw_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta untuk menggambar`)
};

const en_draw_map_label = /** @type {(inputs: Draw_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drawing map`)
};

/**
* | output |
* | --- |
* | "Drawing map" |
*
* @param {Draw_Map_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_map_label = /** @type {((inputs?: Draw_Map_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Map_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_map_label(inputs)
	if (locale === "en") return en_draw_map_label(inputs)
	return id_x_standar_draw_map_label(inputs)
});