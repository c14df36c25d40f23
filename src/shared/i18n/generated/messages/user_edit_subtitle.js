/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Edit_SubtitleInputs */

const id_x_standar_user_edit_subtitle = /** @type {(inputs: User_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the user's details, password or roles.`)
};

const id_user_edit_subtitle = /** @type {(inputs: User_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah data, kata sandi, atau peran pengguna.`)
};

const en_user_edit_subtitle = /** @type {(inputs: User_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the user's details, password or roles.`)
};

/**
* | output |
* | --- |
* | "Change the user's details, password or roles." |
*
* @param {User_Edit_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_edit_subtitle = /** @type {((inputs?: User_Edit_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Edit_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_edit_subtitle(inputs)
	if (locale === "en") return en_user_edit_subtitle(inputs)
	return id_x_standar_user_edit_subtitle(inputs)
});