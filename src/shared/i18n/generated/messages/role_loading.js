/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_LoadingInputs */

const id_x_standar_role_loading = /** @type {(inputs: Role_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading role...`)
};

const id_role_loading = /** @type {(inputs: Role_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat peran...`)
};

const en_role_loading = /** @type {(inputs: Role_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading role...`)
};

/**
* | output |
* | --- |
* | "Loading role..." |
*
* @param {Role_LoadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_loading = /** @type {((inputs?: Role_LoadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_LoadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_loading(inputs)
	if (locale === "en") return en_role_loading(inputs)
	return id_x_standar_role_loading(inputs)
});