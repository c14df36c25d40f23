/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Create_SubtitleInputs */

const id_x_standar_user_create_subtitle = /** @type {(inputs: User_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add someone who may sign in to the back office.`)
};

const id_user_create_subtitle = /** @type {(inputs: User_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambahkan orang yang boleh masuk ke halaman admin.`)
};

const en_user_create_subtitle = /** @type {(inputs: User_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add someone who may sign in to the back office.`)
};

/**
* | output |
* | --- |
* | "Add someone who may sign in to the back office." |
*
* @param {User_Create_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_create_subtitle = /** @type {((inputs?: User_Create_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Create_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_create_subtitle(inputs)
	if (locale === "en") return en_user_create_subtitle(inputs)
	return id_x_standar_user_create_subtitle(inputs)
});