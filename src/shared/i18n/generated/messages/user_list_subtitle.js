/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_List_SubtitleInputs */

const id_x_standar_user_list_subtitle = /** @type {(inputs: User_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage users.`)
};

const id_user_list_subtitle = /** @type {(inputs: User_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kelola pengguna.`)
};

const en_user_list_subtitle = /** @type {(inputs: User_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage users.`)
};

/**
* | output |
* | --- |
* | "Manage users." |
*
* @param {User_List_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_list_subtitle = /** @type {((inputs?: User_List_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_List_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_list_subtitle(inputs)
	if (locale === "en") return en_user_list_subtitle(inputs)
	return id_x_standar_user_list_subtitle(inputs)
});