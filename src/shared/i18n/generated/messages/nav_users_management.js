/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Users_ManagementInputs */

const id_x_standar_nav_users_management = /** @type {(inputs: Nav_Users_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users Management`)
};

const id_nav_users_management = /** @type {(inputs: Nav_Users_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manajemen Pengguna`)
};

const en_nav_users_management = /** @type {(inputs: Nav_Users_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User management`)
};

/**
* | output |
* | --- |
* | "User management" |
*
* @param {Nav_Users_ManagementInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nav_users_management = /** @type {((inputs?: Nav_Users_ManagementInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Users_ManagementInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_nav_users_management(inputs)
	if (locale === "en") return en_nav_users_management(inputs)
	return id_x_standar_nav_users_management(inputs)
});