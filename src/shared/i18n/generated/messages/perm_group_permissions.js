/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Group_PermissionsInputs */

const id_x_standar_perm_group_permissions = /** @type {(inputs: Perm_Group_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`permissions`)
};

const id_perm_group_permissions = /** @type {(inputs: Perm_Group_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izin`)
};

const en_perm_group_permissions = /** @type {(inputs: Perm_Group_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permissions`)
};

/**
* | output |
* | --- |
* | "Permissions" |
*
* @param {Perm_Group_PermissionsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_group_permissions = /** @type {((inputs?: Perm_Group_PermissionsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Group_PermissionsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_group_permissions(inputs)
	if (locale === "en") return en_perm_group_permissions(inputs)
	return id_x_standar_perm_group_permissions(inputs)
});