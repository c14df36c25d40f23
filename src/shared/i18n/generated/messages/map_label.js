/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_LabelInputs */

const id_x_standar_map_label = /** @type {(inputs: Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta desa`)
};

const id_map_label = /** @type {(inputs: Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta desa`)
};

const en_map_label = /** @type {(inputs: Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Village map`)
};

/**
* | output |
* | --- |
* | "Village map" |
*
* @param {Map_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_label = /** @type {((inputs?: Map_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_label(inputs)
	if (locale === "en") return en_map_label(inputs)
	return id_x_standar_map_label(inputs)
});