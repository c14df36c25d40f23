/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Group_UsersInputs */

const id_x_standar_perm_group_users = /** @type {(inputs: Perm_Group_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`users`)
};

const id_perm_group_users = /** @type {(inputs: Perm_Group_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pengguna`)
};

const en_perm_group_users = /** @type {(inputs: Perm_Group_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users`)
};

/**
* | output |
* | --- |
* | "Users" |
*
* @param {Perm_Group_UsersInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_group_users = /** @type {((inputs?: Perm_Group_UsersInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Group_UsersInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_group_users(inputs)
	if (locale === "en") return en_perm_group_users(inputs)
	return id_x_standar_perm_group_users(inputs)
});