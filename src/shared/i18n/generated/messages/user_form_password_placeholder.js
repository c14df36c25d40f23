/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Form_Password_PlaceholderInputs */

const id_x_standar_user_form_password_placeholder = /** @type {(inputs: User_Form_Password_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave blank to keep current password`)
};

const id_user_form_password_placeholder = /** @type {(inputs: User_Form_Password_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kosongkan untuk mempertahankan kata sandi saat ini`)
};

const en_user_form_password_placeholder = /** @type {(inputs: User_Form_Password_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave blank to keep the current password`)
};

/**
* | output |
* | --- |
* | "Leave blank to keep the current password" |
*
* @param {User_Form_Password_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_form_password_placeholder = /** @type {((inputs?: User_Form_Password_PlaceholderInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Form_Password_PlaceholderInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_form_password_placeholder(inputs)
	if (locale === "en") return en_user_form_password_placeholder(inputs)
	return id_x_standar_user_form_password_placeholder(inputs)
});