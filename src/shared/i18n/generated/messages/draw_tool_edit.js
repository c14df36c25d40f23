/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Tool_EditInputs */

const id_x_standar_draw_tool_edit = /** @type {(inputs: Draw_Tool_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Shape`)
};

const id_draw_tool_edit = /** @type {(inputs: Draw_Tool_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah Bentuk`)
};

const en_draw_tool_edit = /** @type {(inputs: Draw_Tool_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Shape`)
};

/**
* | output |
* | --- |
* | "Edit Shape" |
*
* @param {Draw_Tool_EditInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_tool_edit = /** @type {((inputs?: Draw_Tool_EditInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Tool_EditInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_tool_edit(inputs)
	if (locale === "en") return en_draw_tool_edit(inputs)
	return id_x_standar_draw_tool_edit(inputs)
});