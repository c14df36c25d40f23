/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Change_Password_TitleInputs */

const id_x_standar_account_change_password_title = /** @type {(inputs: Account_Change_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change Password`)
};

const id_account_change_password_title = /** @type {(inputs: Account_Change_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah Kata Sandi`)
};

const en_account_change_password_title = /** @type {(inputs: Account_Change_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change Password`)
};

/**
* | output |
* | --- |
* | "Change Password" |
*
* @param {Account_Change_Password_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const account_change_password_title = /** @type {((inputs?: Account_Change_Password_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Change_Password_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_account_change_password_title(inputs)
	if (locale === "en") return en_account_change_password_title(inputs)
	return id_x_standar_account_change_password_title(inputs)
});