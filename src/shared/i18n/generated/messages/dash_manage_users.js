/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Manage_UsersInputs */

const id_x_standar_dash_manage_users = /** @type {(inputs: Dash_Manage_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Users`)
};

const id_dash_manage_users = /** @type {(inputs: Dash_Manage_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kelola Pengguna`)
};

const en_dash_manage_users = /** @type {(inputs: Dash_Manage_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Users`)
};

/**
* | output |
* | --- |
* | "Manage Users" |
*
* @param {Dash_Manage_UsersInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_manage_users = /** @type {((inputs?: Dash_Manage_UsersInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Manage_UsersInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_manage_users(inputs)
	if (locale === "en") return en_dash_manage_users(inputs)
	return id_x_standar_dash_manage_users(inputs)
});