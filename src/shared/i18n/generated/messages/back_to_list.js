/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Back_To_ListInputs */

const id_x_standar_back_to_list = /** @type {(inputs: Back_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the list`)
};

const id_back_to_list = /** @type {(inputs: Back_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kembali ke daftar`)
};

const en_back_to_list = /** @type {(inputs: Back_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the list`)
};

/**
* | output |
* | --- |
* | "Back to the list" |
*
* @param {Back_To_ListInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const back_to_list = /** @type {((inputs?: Back_To_ListInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Back_To_ListInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_back_to_list(inputs)
	if (locale === "en") return en_back_to_list(inputs)
	return id_x_standar_back_to_list(inputs)
});