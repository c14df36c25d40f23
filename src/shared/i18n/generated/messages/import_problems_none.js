/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Problems_NoneInputs */

const id_x_standar_import_problems_none = /** @type {(inputs: Import_Problems_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

const id_import_problems_none = /** @type {(inputs: Import_Problems_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada`)
};

const en_import_problems_none = /** @type {(inputs: Import_Problems_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

/**
* | output |
* | --- |
* | "None" |
*
* @param {Import_Problems_NoneInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_problems_none = /** @type {((inputs?: Import_Problems_NoneInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Problems_NoneInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_problems_none(inputs)
	if (locale === "en") return en_import_problems_none(inputs)
	return id_x_standar_import_problems_none(inputs)
});