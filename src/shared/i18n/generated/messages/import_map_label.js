/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Map_LabelInputs */

const id_x_standar_import_map_label = /** @type {(inputs: Import_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map of the features in the file`)
};

const id_import_map_label = /** @type {(inputs: Import_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta fitur dalam berkas`)
};

const en_import_map_label = /** @type {(inputs: Import_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map of the features in the file`)
};

/**
* | output |
* | --- |
* | "Map of the features in the file" |
*
* @param {Import_Map_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_map_label = /** @type {((inputs?: Import_Map_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Map_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_map_label(inputs)
	if (locale === "en") return en_import_map_label(inputs)
	return id_x_standar_import_map_label(inputs)
});