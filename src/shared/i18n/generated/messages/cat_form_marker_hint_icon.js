/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Form_Marker_Hint_IconInputs */

const id_x_standar_cat_form_marker_hint_icon = /** @type {(inputs: Cat_Form_Marker_Hint_IconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The category icon is drawn inside a circle of its colour.`)
};

const id_cat_form_marker_hint_icon = /** @type {(inputs: Cat_Form_Marker_Hint_IconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ikon kategori digambar di dalam lingkaran dengan warna kategori tersebut.`)
};

const en_cat_form_marker_hint_icon = /** @type {(inputs: Cat_Form_Marker_Hint_IconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The category icon is drawn inside a circle of its colour.`)
};

/**
* | output |
* | --- |
* | "The category icon is drawn inside a circle of its colour." |
*
* @param {Cat_Form_Marker_Hint_IconInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_form_marker_hint_icon = /** @type {((inputs?: Cat_Form_Marker_Hint_IconInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Form_Marker_Hint_IconInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_form_marker_hint_icon(inputs)
	if (locale === "en") return en_cat_form_marker_hint_icon(inputs)
	return id_x_standar_cat_form_marker_hint_icon(inputs)
});