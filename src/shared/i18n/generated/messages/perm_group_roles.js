/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Group_RolesInputs */

const id_x_standar_perm_group_roles = /** @type {(inputs: Perm_Group_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`roles`)
};

const id_perm_group_roles = /** @type {(inputs: Perm_Group_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peran`)
};

const en_perm_group_roles = /** @type {(inputs: Perm_Group_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roles`)
};

/**
* | output |
* | --- |
* | "Roles" |
*
* @param {Perm_Group_RolesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_group_roles = /** @type {((inputs?: Perm_Group_RolesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Group_RolesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_group_roles(inputs)
	if (locale === "en") return en_perm_group_roles(inputs)
	return id_x_standar_perm_group_roles(inputs)
});