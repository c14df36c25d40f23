/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Things_RoleInputs */

const id_x_standar_things_role = /** @type {(inputs: Things_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`roles`)
};

const id_things_role = /** @type {(inputs: Things_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peran`)
};

const en_things_role = /** @type {(inputs: Things_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`roles`)
};

/**
* | output |
* | --- |
* | "roles" |
*
* @param {Things_RoleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const things_role = /** @type {((inputs?: Things_RoleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Things_RoleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_things_role(inputs)
	if (locale === "en") return en_things_role(inputs)
	return id_x_standar_things_role(inputs)
});