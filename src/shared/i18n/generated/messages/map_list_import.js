/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_List_ImportInputs */

const id_x_standar_map_list_import = /** @type {(inputs: Map_List_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import`)
};

const id_map_list_import = /** @type {(inputs: Map_List_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impor`)
};

const en_map_list_import = /** @type {(inputs: Map_List_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import`)
};

/**
* | output |
* | --- |
* | "Import" |
*
* @param {Map_List_ImportInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_list_import = /** @type {((inputs?: Map_List_ImportInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_List_ImportInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_list_import(inputs)
	if (locale === "en") return en_map_list_import(inputs)
	return id_x_standar_map_list_import(inputs)
});