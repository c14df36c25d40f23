/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Roles_Load_FailedInputs */

const id_x_standar_user_roles_load_failed = /** @type {(inputs: User_Roles_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load roles`)
};

const id_user_roles_load_failed = /** @type {(inputs: User_Roles_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagal memuat peran`)
};

const en_user_roles_load_failed = /** @type {(inputs: User_Roles_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The roles could not be loaded`)
};

/**
* | output |
* | --- |
* | "The roles could not be loaded" |
*
* @param {User_Roles_Load_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_roles_load_failed = /** @type {((inputs?: User_Roles_Load_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Roles_Load_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_roles_load_failed(inputs)
	if (locale === "en") return en_user_roles_load_failed(inputs)
	return id_x_standar_user_roles_load_failed(inputs)
});