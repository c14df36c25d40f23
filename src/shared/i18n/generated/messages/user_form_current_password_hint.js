/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Form_Current_Password_HintInputs */

const id_x_standar_user_form_current_password_hint = /** @type {(inputs: User_Form_Current_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your own email changes only with your current password.`)
};

const id_user_form_current_password_hint = /** @type {(inputs: User_Form_Current_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Anda sendiri hanya dapat diubah dengan kata sandi Anda saat ini.`)
};

const en_user_form_current_password_hint = /** @type {(inputs: User_Form_Current_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your own email changes only with your current password.`)
};

/**
* | output |
* | --- |
* | "Your own email changes only with your current password." |
*
* @param {User_Form_Current_Password_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_form_current_password_hint = /** @type {((inputs?: User_Form_Current_Password_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Form_Current_Password_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_form_current_password_hint(inputs)
	if (locale === "en") return en_user_form_current_password_hint(inputs)
	return id_x_standar_user_form_current_password_hint(inputs)
});