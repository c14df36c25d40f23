/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_List_EmptyInputs */

const id_x_standar_map_list_empty = /** @type {(inputs: Map_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Maps Found`)
};

const id_map_list_empty = /** @type {(inputs: Map_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta Tidak Ditemukan`)
};

const en_map_list_empty = /** @type {(inputs: Map_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Maps Found`)
};

/**
* | output |
* | --- |
* | "No Maps Found" |
*
* @param {Map_List_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_list_empty = /** @type {((inputs?: Map_List_EmptyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_List_EmptyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_list_empty(inputs)
	if (locale === "en") return en_map_list_empty(inputs)
	return id_x_standar_map_list_empty(inputs)
});