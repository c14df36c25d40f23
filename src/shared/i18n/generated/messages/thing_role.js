/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thing_RoleInputs */

const id_x_standar_thing_role = /** @type {(inputs: Thing_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`role`)
};

const id_thing_role = /** @type {(inputs: Thing_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peran`)
};

const en_thing_role = /** @type {(inputs: Thing_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`role`)
};

/**
* | output |
* | --- |
* | "role" |
*
* @param {Thing_RoleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const thing_role = /** @type {((inputs?: Thing_RoleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thing_RoleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_thing_role(inputs)
	if (locale === "en") return en_thing_role(inputs)
	return id_x_standar_thing_role(inputs)
});