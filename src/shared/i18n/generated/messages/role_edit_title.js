/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Edit_TitleInputs */

const id_x_standar_role_edit_title = /** @type {(inputs: Role_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Role`)
};

const id_role_edit_title = /** @type {(inputs: Role_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah Peran`)
};

const en_role_edit_title = /** @type {(inputs: Role_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Role`)
};

/**
* | output |
* | --- |
* | "Edit Role" |
*
* @param {Role_Edit_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_edit_title = /** @type {((inputs?: Role_Edit_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Edit_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_edit_title(inputs)
	if (locale === "en") return en_role_edit_title(inputs)
	return id_x_standar_role_edit_title(inputs)
});