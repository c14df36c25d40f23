/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Header_Change_PasswordInputs */

const id_x_standar_header_change_password = /** @type {(inputs: Header_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

const id_header_change_password = /** @type {(inputs: Header_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah kata sandi`)
};

const en_header_change_password = /** @type {(inputs: Header_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

/**
* | output |
* | --- |
* | "Change password" |
*
* @param {Header_Change_PasswordInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const header_change_password = /** @type {((inputs?: Header_Change_PasswordInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Change_PasswordInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_header_change_password(inputs)
	if (locale === "en") return en_header_change_password(inputs)
	return id_x_standar_header_change_password(inputs)
});