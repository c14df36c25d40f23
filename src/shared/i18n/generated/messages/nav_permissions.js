/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_PermissionsInputs */

const id_x_standar_nav_permissions = /** @type {(inputs: Nav_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permissions`)
};

const id_nav_permissions = /** @type {(inputs: Nav_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izin`)
};

const en_nav_permissions = /** @type {(inputs: Nav_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permissions`)
};

/**
* | output |
* | --- |
* | "Permissions" |
*
* @param {Nav_PermissionsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nav_permissions = /** @type {((inputs?: Nav_PermissionsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_PermissionsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_nav_permissions(inputs)
	if (locale === "en") return en_nav_permissions(inputs)
	return id_x_standar_nav_permissions(inputs)
});