/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conflict_Save_MergedInputs */

const id_x_standar_conflict_save_merged = /** @type {(inputs: Conflict_Save_MergedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save merged`)
};

const id_conflict_save_merged = /** @type {(inputs: Conflict_Save_MergedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simpan gabungan`)
};

const en_conflict_save_merged = /** @type {(inputs: Conflict_Save_MergedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save merged`)
};

/**
* | output |
* | --- |
* | "Save merged" |
*
* @param {Conflict_Save_MergedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_save_merged = /** @type {((inputs?: Conflict_Save_MergedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_Save_MergedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_conflict_save_merged(inputs)
	if (locale === "en") return en_conflict_save_merged(inputs)
	return id_x_standar_conflict_save_merged(inputs)
});