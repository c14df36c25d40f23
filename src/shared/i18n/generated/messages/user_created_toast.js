/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Created_ToastInputs */

const id_x_standar_user_created_toast = /** @type {(inputs: User_Created_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User created successfully!`)
};

const id_user_created_toast = /** @type {(inputs: User_Created_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pengguna berhasil ditambahkan!`)
};

const en_user_created_toast = /** @type {(inputs: User_Created_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User created successfully!`)
};

/**
* | output |
* | --- |
* | "User created successfully!" |
*
* @param {User_Created_ToastInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_created_toast = /** @type {((inputs?: User_Created_ToastInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Created_ToastInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_created_toast(inputs)
	if (locale === "en") return en_user_created_toast(inputs)
	return id_x_standar_user_created_toast(inputs)
});