/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Field_NameInputs */

const id_x_standar_perm_field_name = /** @type {(inputs: Perm_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permission Name`)
};

const id_perm_field_name = /** @type {(inputs: Perm_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama Izin`)
};

const en_perm_field_name = /** @type {(inputs: Perm_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permission Name`)
};

/**
* | output |
* | --- |
* | "Permission Name" |
*
* @param {Perm_Field_NameInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_field_name = /** @type {((inputs?: Perm_Field_NameInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Field_NameInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_field_name(inputs)
	if (locale === "en") return en_perm_field_name(inputs)
	return id_x_standar_perm_field_name(inputs)
});