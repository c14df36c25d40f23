/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Field_UsernameInputs */

const id_x_standar_user_field_username = /** @type {(inputs: User_Field_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username`)
};

const id_user_field_username = /** @type {(inputs: User_Field_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama Pengguna`)
};

const en_user_field_username = /** @type {(inputs: User_Field_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username`)
};

/**
* | output |
* | --- |
* | "Username" |
*
* @param {User_Field_UsernameInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_field_username = /** @type {((inputs?: User_Field_UsernameInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Field_UsernameInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_field_username(inputs)
	if (locale === "en") return en_user_field_username(inputs)
	return id_x_standar_user_field_username(inputs)
});