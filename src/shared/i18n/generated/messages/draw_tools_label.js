/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Tools_LabelInputs */

const id_x_standar_draw_tools_label = /** @type {(inputs: Draw_Tools_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drawing tools`)
};

const id_draw_tools_label = /** @type {(inputs: Draw_Tools_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alat menggambar`)
};

const en_draw_tools_label = /** @type {(inputs: Draw_Tools_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drawing tools`)
};

/**
* | output |
* | --- |
* | "Drawing tools" |
*
* @param {Draw_Tools_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_tools_label = /** @type {((inputs?: Draw_Tools_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Tools_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_tools_label(inputs)
	if (locale === "en") return en_draw_tools_label(inputs)
	return id_x_standar_draw_tools_label(inputs)
});