/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Form_Color_LabelInputs */

const id_x_standar_cat_form_color_label = /** @type {(inputs: Cat_Form_Color_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Color`)
};

const id_cat_form_color_label = /** @type {(inputs: Cat_Form_Color_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warna`)
};

const en_cat_form_color_label = /** @type {(inputs: Cat_Form_Color_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour`)
};

/**
* | output |
* | --- |
* | "Colour" |
*
* @param {Cat_Form_Color_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_form_color_label = /** @type {((inputs?: Cat_Form_Color_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Form_Color_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_form_color_label(inputs)
	if (locale === "en") return en_cat_form_color_label(inputs)
	return id_x_standar_cat_form_color_label(inputs)
});