/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Updated_ToastInputs */

const id_x_standar_user_updated_toast = /** @type {(inputs: User_Updated_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User updated successfully!`)
};

const id_user_updated_toast = /** @type {(inputs: User_Updated_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pengguna berhasil diperbarui!`)
};

const en_user_updated_toast = /** @type {(inputs: User_Updated_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User updated successfully!`)
};

/**
* | output |
* | --- |
* | "User updated successfully!" |
*
* @param {User_Updated_ToastInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_updated_toast = /** @type {((inputs?: User_Updated_ToastInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Updated_ToastInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_updated_toast(inputs)
	if (locale === "en") return en_user_updated_toast(inputs)
	return id_x_standar_user_updated_toast(inputs)
});