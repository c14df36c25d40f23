/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Hint_PolygonInputs */

const id_x_standar_draw_hint_polygon = /** @type {(inputs: Draw_Hint_PolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click to add corners; click the first corner or double-click to close the shape.`)
};

const id_draw_hint_polygon = /** @type {(inputs: Draw_Hint_PolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klik untuk menambah sudut; klik sudut pertama atau klik dua kali untuk menutup bentuk.`)
};

const en_draw_hint_polygon = /** @type {(inputs: Draw_Hint_PolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click to add corners; click the first corner or double-click to close the shape.`)
};

/**
* | output |
* | --- |
* | "Click to add corners; click the first corner or double-click to close the shape." |
*
* @param {Draw_Hint_PolygonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_hint_polygon = /** @type {((inputs?: Draw_Hint_PolygonInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Hint_PolygonInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_hint_polygon(inputs)
	if (locale === "en") return en_draw_hint_polygon(inputs)
	return id_x_standar_draw_hint_polygon(inputs)
});