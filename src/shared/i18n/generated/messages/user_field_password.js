/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Field_PasswordInputs */

const id_x_standar_user_field_password = /** @type {(inputs: User_Field_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

const id_user_field_password = /** @type {(inputs: User_Field_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata Sandi`)
};

const en_user_field_password = /** @type {(inputs: User_Field_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

/**
* | output |
* | --- |
* | "Password" |
*
* @param {User_Field_PasswordInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_field_password = /** @type {((inputs?: User_Field_PasswordInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Field_PasswordInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_field_password(inputs)
	if (locale === "en") return en_user_field_password(inputs)
	return id_x_standar_user_field_password(inputs)
});