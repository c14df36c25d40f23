/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Create_TitleInputs */

const id_x_standar_user_create_title = /** @type {(inputs: User_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create User`)
};

const id_user_create_title = /** @type {(inputs: User_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Pengguna`)
};

const en_user_create_title = /** @type {(inputs: User_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create User`)
};

/**
* | output |
* | --- |
* | "Create User" |
*
* @param {User_Create_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_create_title = /** @type {((inputs?: User_Create_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Create_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_create_title(inputs)
	if (locale === "en") return en_user_create_title(inputs)
	return id_x_standar_user_create_title(inputs)
});