/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Change_Not_SavedInputs */

const id_x_standar_change_not_saved = /** @type {(inputs: Change_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The change could not be saved.`)
};

const id_change_not_saved = /** @type {(inputs: Change_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perubahan tidak dapat disimpan.`)
};

const en_change_not_saved = /** @type {(inputs: Change_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The change could not be saved.`)
};

/**
* | output |
* | --- |
* | "The change could not be saved." |
*
* @param {Change_Not_SavedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const change_not_saved = /** @type {((inputs?: Change_Not_SavedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Not_SavedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_change_not_saved(inputs)
	if (locale === "en") return en_change_not_saved(inputs)
	return id_x_standar_change_not_saved(inputs)
});