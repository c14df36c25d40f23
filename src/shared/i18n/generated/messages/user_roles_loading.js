/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Roles_LoadingInputs */

const id_x_standar_user_roles_loading = /** @type {(inputs: User_Roles_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading roles...`)
};

const id_user_roles_loading = /** @type {(inputs: User_Roles_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat peran...`)
};

const en_user_roles_loading = /** @type {(inputs: User_Roles_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading roles...`)
};

/**
* | output |
* | --- |
* | "Loading roles..." |
*
* @param {User_Roles_LoadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_roles_loading = /** @type {((inputs?: User_Roles_LoadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Roles_LoadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_roles_loading(inputs)
	if (locale === "en") return en_user_roles_loading(inputs)
	return id_x_standar_user_roles_loading(inputs)
});