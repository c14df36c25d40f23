/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Form_Own_Password_AfterInputs */

const id_x_standar_user_form_own_password_after = /** @type {(inputs: User_Form_Own_Password_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const id_user_form_own_password_after = /** @type {(inputs: User_Form_Own_Password_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const en_user_form_own_password_after = /** @type {(inputs: User_Form_Own_Password_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

/**
* | output |
* | --- |
* | "." |
*
* @param {User_Form_Own_Password_AfterInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_form_own_password_after = /** @type {((inputs?: User_Form_Own_Password_AfterInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Form_Own_Password_AfterInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_form_own_password_after(inputs)
	if (locale === "en") return en_user_form_own_password_after(inputs)
	return id_x_standar_user_form_own_password_after(inputs)
});