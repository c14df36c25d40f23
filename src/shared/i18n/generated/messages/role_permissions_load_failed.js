/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Permissions_Load_FailedInputs */

const id_x_standar_role_permissions_load_failed = /** @type {(inputs: Role_Permissions_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load permissions`)
};

const id_role_permissions_load_failed = /** @type {(inputs: Role_Permissions_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagal memuat izin`)
};

const en_role_permissions_load_failed = /** @type {(inputs: Role_Permissions_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The permissions could not be loaded`)
};

/**
* | output |
* | --- |
* | "The permissions could not be loaded" |
*
* @param {Role_Permissions_Load_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_permissions_load_failed = /** @type {((inputs?: Role_Permissions_Load_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Permissions_Load_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_permissions_load_failed(inputs)
	if (locale === "en") return en_role_permissions_load_failed(inputs)
	return id_x_standar_role_permissions_load_failed(inputs)
});