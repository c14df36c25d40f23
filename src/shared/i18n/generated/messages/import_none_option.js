/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_None_OptionInputs */

const id_x_standar_import_none_option = /** @type {(inputs: Import_None_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(none)`)
};

const id_import_none_option = /** @type {(inputs: Import_None_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(tidak ada)`)
};

const en_import_none_option = /** @type {(inputs: Import_None_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(none)`)
};

/**
* | output |
* | --- |
* | "(none)" |
*
* @param {Import_None_OptionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_none_option = /** @type {((inputs?: Import_None_OptionInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_None_OptionInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_none_option(inputs)
	if (locale === "en") return en_import_none_option(inputs)
	return id_x_standar_import_none_option(inputs)
});