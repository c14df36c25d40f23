/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Remember_MeInputs */

const id_x_standar_login_remember_me = /** @type {(inputs: Login_Remember_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingat saya`)
};

const id_login_remember_me = /** @type {(inputs: Login_Remember_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingat saya`)
};

const en_login_remember_me = /** @type {(inputs: Login_Remember_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember me`)
};

/**
* | output |
* | --- |
* | "Remember me" |
*
* @param {Login_Remember_MeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_remember_me = /** @type {((inputs?: Login_Remember_MeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Remember_MeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_login_remember_me(inputs)
	if (locale === "en") return en_login_remember_me(inputs)
	return id_x_standar_login_remember_me(inputs)
});