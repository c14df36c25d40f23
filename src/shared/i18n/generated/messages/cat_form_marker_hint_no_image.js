/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Form_Marker_Hint_No_ImageInputs */

const id_x_standar_cat_form_marker_hint_no_image = /** @type {(inputs: Cat_Form_Marker_Hint_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown as the coloured circle until the category has an image.`)
};

const id_cat_form_marker_hint_no_image = /** @type {(inputs: Cat_Form_Marker_Hint_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditampilkan sebagai lingkaran berwarna sampai kategori memiliki gambar.`)
};

const en_cat_form_marker_hint_no_image = /** @type {(inputs: Cat_Form_Marker_Hint_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown as the coloured circle until the category has an image.`)
};

/**
* | output |
* | --- |
* | "Shown as the coloured circle until the category has an image." |
*
* @param {Cat_Form_Marker_Hint_No_ImageInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_form_marker_hint_no_image = /** @type {((inputs?: Cat_Form_Marker_Hint_No_ImageInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Form_Marker_Hint_No_ImageInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_form_marker_hint_no_image(inputs)
	if (locale === "en") return en_cat_form_marker_hint_no_image(inputs)
	return id_x_standar_cat_form_marker_hint_no_image(inputs)
});