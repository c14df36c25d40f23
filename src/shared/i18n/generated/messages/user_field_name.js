/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Field_NameInputs */

const id_x_standar_user_field_name = /** @type {(inputs: User_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full Name`)
};

const id_user_field_name = /** @type {(inputs: User_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama Lengkap`)
};

const en_user_field_name = /** @type {(inputs: User_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full Name`)
};

/**
* | output |
* | --- |
* | "Full Name" |
*
* @param {User_Field_NameInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_field_name = /** @type {((inputs?: User_Field_NameInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Field_NameInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_field_name(inputs)
	if (locale === "en") return en_user_field_name(inputs)
	return id_x_standar_user_field_name(inputs)
});