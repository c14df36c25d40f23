/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Badge_ImportInputs */

const id_x_standar_import_badge_import = /** @type {(inputs: Import_Badge_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import`)
};

const id_import_badge_import = /** @type {(inputs: Import_Badge_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impor`)
};

const en_import_badge_import = /** @type {(inputs: Import_Badge_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import`)
};

/**
* | output |
* | --- |
* | "Import" |
*
* @param {Import_Badge_ImportInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_badge_import = /** @type {((inputs?: Import_Badge_ImportInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Badge_ImportInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_badge_import(inputs)
	if (locale === "en") return en_import_badge_import(inputs)
	return id_x_standar_import_badge_import(inputs)
});