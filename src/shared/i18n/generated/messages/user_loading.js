/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_LoadingInputs */

const id_x_standar_user_loading = /** @type {(inputs: User_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading user...`)
};

const id_user_loading = /** @type {(inputs: User_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat pengguna...`)
};

const en_user_loading = /** @type {(inputs: User_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading user...`)
};

/**
* | output |
* | --- |
* | "Loading user..." |
*
* @param {User_LoadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_loading = /** @type {((inputs?: User_LoadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_LoadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_loading(inputs)
	if (locale === "en") return en_user_loading(inputs)
	return id_x_standar_user_loading(inputs)
});