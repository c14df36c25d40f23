/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Marker_IconInputs */

const id_x_standar_cat_marker_icon = /** @type {(inputs: Cat_Marker_IconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category icon`)
};

const id_cat_marker_icon = /** @type {(inputs: Cat_Marker_IconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ikon kategori`)
};

const en_cat_marker_icon = /** @type {(inputs: Cat_Marker_IconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category icon`)
};

/**
* | output |
* | --- |
* | "Category icon" |
*
* @param {Cat_Marker_IconInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_marker_icon = /** @type {((inputs?: Cat_Marker_IconInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Marker_IconInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_marker_icon(inputs)
	if (locale === "en") return en_cat_marker_icon(inputs)
	return id_x_standar_cat_marker_icon(inputs)
});