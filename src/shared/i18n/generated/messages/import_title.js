/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_TitleInputs */

const id_x_standar_import_title = /** @type {(inputs: Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import Maps`)
};

const id_import_title = /** @type {(inputs: Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impor Peta`)
};

const en_import_title = /** @type {(inputs: Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import Maps`)
};

/**
* | output |
* | --- |
* | "Import Maps" |
*
* @param {Import_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_title = /** @type {((inputs?: Import_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_title(inputs)
	if (locale === "en") return en_import_title(inputs)
	return id_x_standar_import_title(inputs)
});