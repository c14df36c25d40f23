/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_Changed_ToastInputs */

const id_x_standar_account_password_changed_toast = /** @type {(inputs: Account_Password_Changed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed successfully!`)
};

const id_account_password_changed_toast = /** @type {(inputs: Account_Password_Changed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi berhasil diubah!`)
};

const en_account_password_changed_toast = /** @type {(inputs: Account_Password_Changed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed successfully!`)
};

/**
* | output |
* | --- |
* | "Password changed successfully!" |
*
* @param {Account_Password_Changed_ToastInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const account_password_changed_toast = /** @type {((inputs?: Account_Password_Changed_ToastInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_Changed_ToastInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_account_password_changed_toast(inputs)
	if (locale === "en") return en_account_password_changed_toast(inputs)
	return id_x_standar_account_password_changed_toast(inputs)
});