/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Form_Marker_LabelInputs */

const id_x_standar_cat_form_marker_label = /** @type {(inputs: Cat_Form_Marker_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marker on the Map`)
};

const id_cat_form_marker_label = /** @type {(inputs: Cat_Form_Marker_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penanda di Peta`)
};

const en_cat_form_marker_label = /** @type {(inputs: Cat_Form_Marker_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marker on the Map`)
};

/**
* | output |
* | --- |
* | "Marker on the Map" |
*
* @param {Cat_Form_Marker_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_form_marker_label = /** @type {((inputs?: Cat_Form_Marker_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Form_Marker_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_form_marker_label(inputs)
	if (locale === "en") return en_cat_form_marker_label(inputs)
	return id_x_standar_cat_form_marker_label(inputs)
});