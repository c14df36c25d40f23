/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Not_DrawnInputs */

const id_x_standar_import_not_drawn = /** @type {(inputs: Import_Not_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not drawn`)
};

const id_import_not_drawn = /** @type {(inputs: Import_Not_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak tergambar`)
};

const en_import_not_drawn = /** @type {(inputs: Import_Not_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not drawn`)
};

/**
* | output |
* | --- |
* | "Not drawn" |
*
* @param {Import_Not_DrawnInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_not_drawn = /** @type {((inputs?: Import_Not_DrawnInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Not_DrawnInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_not_drawn(inputs)
	if (locale === "en") return en_import_not_drawn(inputs)
	return id_x_standar_import_not_drawn(inputs)
});