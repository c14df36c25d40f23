/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_RolesInputs */

const id_x_standar_nav_roles = /** @type {(inputs: Nav_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roles`)
};

const id_nav_roles = /** @type {(inputs: Nav_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peran`)
};

const en_nav_roles = /** @type {(inputs: Nav_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roles`)
};

/**
* | output |
* | --- |
* | "Roles" |
*
* @param {Nav_RolesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nav_roles = /** @type {((inputs?: Nav_RolesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_RolesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_nav_roles(inputs)
	if (locale === "en") return en_nav_roles(inputs)
	return id_x_standar_nav_roles(inputs)
});