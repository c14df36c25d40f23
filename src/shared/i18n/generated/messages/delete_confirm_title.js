/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ thing: NonNullable<unknown> }} Delete_Confirm_TitleInputs */

const id_x_standar_delete_confirm_title = /** @type {(inputs: Delete_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.thing}`)
};

const id_delete_confirm_title = /** @type {(inputs: Delete_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hapus ${i?.thing}`)
};

const en_delete_confirm_title = /** @type {(inputs: Delete_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.thing}`)
};

/**
* | output |
* | --- |
* | "Delete {thing}" |
*
* @param {Delete_Confirm_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delete_confirm_title = /** @type {((inputs: Delete_Confirm_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Delete_Confirm_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_delete_confirm_title(inputs)
	if (locale === "en") return en_delete_confirm_title(inputs)
	return id_x_standar_delete_confirm_title(inputs)
});