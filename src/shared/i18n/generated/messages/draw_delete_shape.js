/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Delete_ShapeInputs */

const id_x_standar_draw_delete_shape = /** @type {(inputs: Draw_Delete_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete Shape`)
};

const id_draw_delete_shape = /** @type {(inputs: Draw_Delete_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hapus Bentuk`)
};

const en_draw_delete_shape = /** @type {(inputs: Draw_Delete_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete Shape`)
};

/**
* | output |
* | --- |
* | "Delete Shape" |
*
* @param {Draw_Delete_ShapeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_delete_shape = /** @type {((inputs?: Draw_Delete_ShapeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Delete_ShapeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_delete_shape(inputs)
	if (locale === "en") return en_draw_delete_shape(inputs)
	return id_x_standar_draw_delete_shape(inputs)
});