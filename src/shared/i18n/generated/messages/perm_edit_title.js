/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Edit_TitleInputs */

const id_x_standar_perm_edit_title = /** @type {(inputs: Perm_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Permission`)
};

const id_perm_edit_title = /** @type {(inputs: Perm_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah Izin`)
};

const en_perm_edit_title = /** @type {(inputs: Perm_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Permission`)
};

/**
* | output |
* | --- |
* | "Edit Permission" |
*
* @param {Perm_Edit_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_edit_title = /** @type {((inputs?: Perm_Edit_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Edit_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_edit_title(inputs)
	if (locale === "en") return en_perm_edit_title(inputs)
	return id_x_standar_perm_edit_title(inputs)
});