/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Page_TitleInputs */

const id_x_standar_login_page_title = /** @type {(inputs: Login_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

const id_login_page_title = /** @type {(inputs: Login_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masuk`)
};

const en_login_page_title = /** @type {(inputs: Login_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Login_Page_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_page_title = /** @type {((inputs?: Login_Page_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Page_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_login_page_title(inputs)
	if (locale === "en") return en_login_page_title(inputs)
	return id_x_standar_login_page_title(inputs)
});