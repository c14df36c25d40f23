/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Confirm_Password_LabelInputs */

const id_x_standar_account_confirm_password_label = /** @type {(inputs: Account_Confirm_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm New Password`)
};

const id_account_confirm_password_label = /** @type {(inputs: Account_Confirm_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konfirmasi Kata Sandi Baru`)
};

const en_account_confirm_password_label = /** @type {(inputs: Account_Confirm_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm New Password`)
};

/**
* | output |
* | --- |
* | "Confirm New Password" |
*
* @param {Account_Confirm_Password_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const account_confirm_password_label = /** @type {((inputs?: Account_Confirm_Password_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Confirm_Password_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_account_confirm_password_label(inputs)
	if (locale === "en") return en_account_confirm_password_label(inputs)
	return id_x_standar_account_confirm_password_label(inputs)
});