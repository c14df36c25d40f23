/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Current_Password_LabelInputs */

const id_x_standar_account_current_password_label = /** @type {(inputs: Account_Current_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current Password`)
};

const id_account_current_password_label = /** @type {(inputs: Account_Current_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata Sandi Saat Ini`)
};

const en_account_current_password_label = /** @type {(inputs: Account_Current_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current Password`)
};

/**
* | output |
* | --- |
* | "Current Password" |
*
* @param {Account_Current_Password_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const account_current_password_label = /** @type {((inputs?: Account_Current_Password_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Current_Password_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_account_current_password_label(inputs)
	if (locale === "en") return en_account_current_password_label(inputs)
	return id_x_standar_account_current_password_label(inputs)
});