/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Things_PermissionInputs */

const id_x_standar_things_permission = /** @type {(inputs: Things_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`permissions`)
};

const id_things_permission = /** @type {(inputs: Things_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`izin`)
};

const en_things_permission = /** @type {(inputs: Things_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`permissions`)
};

/**
* | output |
* | --- |
* | "permissions" |
*
* @param {Things_PermissionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const things_permission = /** @type {((inputs?: Things_PermissionInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Things_PermissionInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_things_permission(inputs)
	if (locale === "en") return en_things_permission(inputs)
	return id_x_standar_things_permission(inputs)
});