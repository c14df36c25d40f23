/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Field_NameInputs */

const id_x_standar_role_field_name = /** @type {(inputs: Role_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role Name`)
};

const id_role_field_name = /** @type {(inputs: Role_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama Peran`)
};

const en_role_field_name = /** @type {(inputs: Role_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role Name`)
};

/**
* | output |
* | --- |
* | "Role Name" |
*
* @param {Role_Field_NameInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_field_name = /** @type {((inputs?: Role_Field_NameInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Field_NameInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_field_name(inputs)
	if (locale === "en") return en_role_field_name(inputs)
	return id_x_standar_role_field_name(inputs)
});