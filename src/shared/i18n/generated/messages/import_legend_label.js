/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Legend_LabelInputs */

const id_x_standar_import_legend_label = /** @type {(inputs: Import_Legend_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map legend`)
};

const id_import_legend_label = /** @type {(inputs: Import_Legend_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legenda peta`)
};

const en_import_legend_label = /** @type {(inputs: Import_Legend_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map legend`)
};

/**
* | output |
* | --- |
* | "Map legend" |
*
* @param {Import_Legend_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_legend_label = /** @type {((inputs?: Import_Legend_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Legend_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_legend_label(inputs)
	if (locale === "en") return en_import_legend_label(inputs)
	return id_x_standar_import_legend_label(inputs)
});