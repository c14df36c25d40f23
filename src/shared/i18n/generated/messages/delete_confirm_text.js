/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ thing: NonNullable<unknown> }} Delete_Confirm_TextInputs */

const id_x_standar_delete_confirm_text = /** @type {(inputs: Delete_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this ${i?.thing}?`)
};

const id_delete_confirm_text = /** @type {(inputs: Delete_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Apakah Anda yakin ingin menghapus ${i?.thing} ini?`)
};

const en_delete_confirm_text = /** @type {(inputs: Delete_Confirm_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this ${i?.thing}?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this {thing}?" |
*
* @param {Delete_Confirm_TextInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delete_confirm_text = /** @type {((inputs: Delete_Confirm_TextInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Delete_Confirm_TextInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_delete_confirm_text(inputs)
	if (locale === "en") return en_delete_confirm_text(inputs)
	return id_x_standar_delete_confirm_text(inputs)
});