/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_HeadingInputs */

const id_x_standar_login_heading = /** @type {(inputs: Login_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masuk ke Sistem`)
};

const id_login_heading = /** @type {(inputs: Login_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masuk ke Sistem`)
};

const en_login_heading = /** @type {(inputs: Login_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to the system`)
};

/**
* | output |
* | --- |
* | "Sign in to the system" |
*
* @param {Login_HeadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_heading = /** @type {((inputs?: Login_HeadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_HeadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_login_heading(inputs)
	if (locale === "en") return en_login_heading(inputs)
	return id_x_standar_login_heading(inputs)
});