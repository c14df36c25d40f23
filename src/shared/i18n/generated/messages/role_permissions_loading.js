/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Permissions_LoadingInputs */

const id_x_standar_role_permissions_loading = /** @type {(inputs: Role_Permissions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading permissions...`)
};

const id_role_permissions_loading = /** @type {(inputs: Role_Permissions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat izin...`)
};

const en_role_permissions_loading = /** @type {(inputs: Role_Permissions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading permissions...`)
};

/**
* | output |
* | --- |
* | "Loading permissions..." |
*
* @param {Role_Permissions_LoadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_permissions_loading = /** @type {((inputs?: Role_Permissions_LoadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Permissions_LoadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_permissions_loading(inputs)
	if (locale === "en") return en_role_permissions_loading(inputs)
	return id_x_standar_role_permissions_loading(inputs)
});