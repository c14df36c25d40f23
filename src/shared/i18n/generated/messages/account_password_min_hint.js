/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Password_Min_HintInputs */

const id_x_standar_account_password_min_hint = /** @type {(inputs: Account_Password_Min_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 8 characters.`)
};

const id_account_password_min_hint = /** @type {(inputs: Account_Password_Min_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimal 8 karakter.`)
};

const en_account_password_min_hint = /** @type {(inputs: Account_Password_Min_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 8 characters.`)
};

/**
* | output |
* | --- |
* | "At least 8 characters." |
*
* @param {Account_Password_Min_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const account_password_min_hint = /** @type {((inputs?: Account_Password_Min_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Password_Min_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_account_password_min_hint(inputs)
	if (locale === "en") return en_account_password_min_hint(inputs)
	return id_x_standar_account_password_min_hint(inputs)
});