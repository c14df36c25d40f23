/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Username_TakenInputs */

const id_x_standar_user_username_taken = /** @type {(inputs: User_Username_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username already exists`)
};

const id_user_username_taken = /** @type {(inputs: User_Username_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama pengguna sudah dipakai.`)
};

const en_user_username_taken = /** @type {(inputs: User_Username_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This username is already taken`)
};

/**
* | output |
* | --- |
* | "This username is already taken" |
*
* @param {User_Username_TakenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_username_taken = /** @type {((inputs?: User_Username_TakenInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Username_TakenInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_username_taken(inputs)
	if (locale === "en") return en_user_username_taken(inputs)
	return id_x_standar_user_username_taken(inputs)
});