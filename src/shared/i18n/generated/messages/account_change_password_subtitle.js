/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Change_Password_SubtitleInputs */

const id_x_standar_account_change_password_subtitle = /** @type {(inputs: Account_Change_Password_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your other sessions end when the password changes.`)
};

const id_account_change_password_subtitle = /** @type {(inputs: Account_Change_Password_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesi Anda yang lain berakhir saat kata sandi diubah.`)
};

const en_account_change_password_subtitle = /** @type {(inputs: Account_Change_Password_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your other sessions end when the password changes.`)
};

/**
* | output |
* | --- |
* | "Your other sessions end when the password changes." |
*
* @param {Account_Change_Password_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const account_change_password_subtitle = /** @type {((inputs?: Account_Change_Password_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Change_Password_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_account_change_password_subtitle(inputs)
	if (locale === "en") return en_account_change_password_subtitle(inputs)
	return id_x_standar_account_change_password_subtitle(inputs)
});