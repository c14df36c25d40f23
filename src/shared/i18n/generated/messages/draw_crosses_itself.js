/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Crosses_ItselfInputs */

const id_x_standar_draw_crosses_itself = /** @type {(inputs: Draw_Crosses_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shape crosses itself; draw it again without crossing lines.`)
};

const id_draw_crosses_itself = /** @type {(inputs: Draw_Crosses_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bentuk ini memotong dirinya sendiri; gambar ulang tanpa garis yang bersilangan.`)
};

const en_draw_crosses_itself = /** @type {(inputs: Draw_Crosses_ItselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shape crosses itself; draw it again without crossing lines.`)
};

/**
* | output |
* | --- |
* | "The shape crosses itself; draw it again without crossing lines." |
*
* @param {Draw_Crosses_ItselfInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_crosses_itself = /** @type {((inputs?: Draw_Crosses_ItselfInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Crosses_ItselfInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_crosses_itself(inputs)
	if (locale === "en") return en_draw_crosses_itself(inputs)
	return id_x_standar_draw_crosses_itself(inputs)
});