/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_PreviewingInputs */

const id_x_standar_import_previewing = /** @type {(inputs: Import_PreviewingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previewing...`)
};

const id_import_previewing = /** @type {(inputs: Import_PreviewingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membuat pratinjau...`)
};

const en_import_previewing = /** @type {(inputs: Import_PreviewingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previewing...`)
};

/**
* | output |
* | --- |
* | "Previewing..." |
*
* @param {Import_PreviewingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_previewing = /** @type {((inputs?: Import_PreviewingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_PreviewingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_previewing(inputs)
	if (locale === "en") return en_import_previewing(inputs)
	return id_x_standar_import_previewing(inputs)
});