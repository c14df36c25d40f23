/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thing_PermissionInputs */

const id_x_standar_thing_permission = /** @type {(inputs: Thing_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`permission`)
};

const id_thing_permission = /** @type {(inputs: Thing_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`izin`)
};

const en_thing_permission = /** @type {(inputs: Thing_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`permission`)
};

/**
* | output |
* | --- |
* | "permission" |
*
* @param {Thing_PermissionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const thing_permission = /** @type {((inputs?: Thing_PermissionInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thing_PermissionInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_thing_permission(inputs)
	if (locale === "en") return en_thing_permission(inputs)
	return id_x_standar_thing_permission(inputs)
});