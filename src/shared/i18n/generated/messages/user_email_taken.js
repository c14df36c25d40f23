/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Email_TakenInputs */

const id_x_standar_user_email_taken = /** @type {(inputs: User_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email already exists`)
};

const id_user_email_taken = /** @type {(inputs: User_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email sudah dipakai.`)
};

const en_user_email_taken = /** @type {(inputs: User_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email is already taken`)
};

/**
* | output |
* | --- |
* | "This email is already taken" |
*
* @param {User_Email_TakenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_email_taken = /** @type {((inputs?: User_Email_TakenInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Email_TakenInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_email_taken(inputs)
	if (locale === "en") return en_user_email_taken(inputs)
	return id_x_standar_user_email_taken(inputs)
});