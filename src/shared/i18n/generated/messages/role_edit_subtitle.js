/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Edit_SubtitleInputs */

const id_x_standar_role_edit_subtitle = /** @type {(inputs: Role_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename the role or change what it may do.`)
};

const id_role_edit_subtitle = /** @type {(inputs: Role_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganti nama peran atau ubah apa saja yang boleh dilakukannya.`)
};

const en_role_edit_subtitle = /** @type {(inputs: Role_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename the role or change what it may do.`)
};

/**
* | output |
* | --- |
* | "Rename the role or change what it may do." |
*
* @param {Role_Edit_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_edit_subtitle = /** @type {((inputs?: Role_Edit_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Edit_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_edit_subtitle(inputs)
	if (locale === "en") return en_role_edit_subtitle(inputs)
	return id_x_standar_role_edit_subtitle(inputs)
});