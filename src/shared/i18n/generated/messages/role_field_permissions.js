/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Field_PermissionsInputs */

const id_x_standar_role_field_permissions = /** @type {(inputs: Role_Field_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permissions`)
};

const id_role_field_permissions = /** @type {(inputs: Role_Field_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izin`)
};

const en_role_field_permissions = /** @type {(inputs: Role_Field_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permissions`)
};

/**
* | output |
* | --- |
* | "Permissions" |
*
* @param {Role_Field_PermissionsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_field_permissions = /** @type {((inputs?: Role_Field_PermissionsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Field_PermissionsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_field_permissions(inputs)
	if (locale === "en") return en_role_field_permissions(inputs)
	return id_x_standar_role_field_permissions(inputs)
});