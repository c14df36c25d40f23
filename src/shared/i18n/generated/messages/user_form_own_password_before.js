/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Form_Own_Password_BeforeInputs */

const id_x_standar_user_form_own_password_before = /** @type {(inputs: User_Form_Own_Password_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change your own password with `)
};

const id_user_form_own_password_before = /** @type {(inputs: User_Form_Own_Password_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah kata sandi Anda sendiri melalui `)
};

const en_user_form_own_password_before = /** @type {(inputs: User_Form_Own_Password_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change your own password with `)
};

/**
* | output |
* | --- |
* | "Change your own password with" |
*
* @param {User_Form_Own_Password_BeforeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_form_own_password_before = /** @type {((inputs?: User_Form_Own_Password_BeforeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Form_Own_Password_BeforeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_form_own_password_before(inputs)
	if (locale === "en") return en_user_form_own_password_before(inputs)
	return id_x_standar_user_form_own_password_before(inputs)
});