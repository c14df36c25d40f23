/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Edit_TitleInputs */

const id_x_standar_user_edit_title = /** @type {(inputs: User_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit User`)
};

const id_user_edit_title = /** @type {(inputs: User_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah Pengguna`)
};

const en_user_edit_title = /** @type {(inputs: User_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit User`)
};

/**
* | output |
* | --- |
* | "Edit User" |
*
* @param {User_Edit_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_edit_title = /** @type {((inputs?: User_Edit_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Edit_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_edit_title(inputs)
	if (locale === "en") return en_user_edit_title(inputs)
	return id_x_standar_user_edit_title(inputs)
});