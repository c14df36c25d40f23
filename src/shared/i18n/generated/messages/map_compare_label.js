/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Compare_LabelInputs */

const id_x_standar_map_compare_label = /** @type {(inputs: Map_Compare_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The chosen version's shape (amber) over the current one (grey)`)
};

const id_map_compare_label = /** @type {(inputs: Map_Compare_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bentuk versi yang dipilih (jingga) di atas bentuk saat ini (abu-abu)`)
};

const en_map_compare_label = /** @type {(inputs: Map_Compare_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The chosen version's shape (amber) over the current one (grey)`)
};

/**
* | output |
* | --- |
* | "The chosen version's shape (amber) over the current one (grey)" |
*
* @param {Map_Compare_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_compare_label = /** @type {((inputs?: Map_Compare_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Compare_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_compare_label(inputs)
	if (locale === "en") return en_map_compare_label(inputs)
	return id_x_standar_map_compare_label(inputs)
});