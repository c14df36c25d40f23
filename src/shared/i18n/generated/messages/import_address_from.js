/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Address_FromInputs */

const id_x_standar_import_address_from = /** @type {(inputs: Import_Address_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address from`)
};

const id_import_address_from = /** @type {(inputs: Import_Address_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alamat dari`)
};

const en_import_address_from = /** @type {(inputs: Import_Address_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address from`)
};

/**
* | output |
* | --- |
* | "Address from" |
*
* @param {Import_Address_FromInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_address_from = /** @type {((inputs?: Import_Address_FromInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Address_FromInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_address_from(inputs)
	if (locale === "en") return en_import_address_from(inputs)
	return id_x_standar_import_address_from(inputs)
});