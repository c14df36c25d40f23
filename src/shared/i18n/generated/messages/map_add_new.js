/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Add_NewInputs */

const id_x_standar_map_add_new = /** @type {(inputs: Map_Add_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Map`)
};

const id_map_add_new = /** @type {(inputs: Map_Add_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Peta Baru`)
};

const en_map_add_new = /** @type {(inputs: Map_Add_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Map`)
};

/**
* | output |
* | --- |
* | "Add New Map" |
*
* @param {Map_Add_NewInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_add_new = /** @type {((inputs?: Map_Add_NewInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Add_NewInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_add_new(inputs)
	if (locale === "en") return en_map_add_new(inputs)
	return id_x_standar_map_add_new(inputs)
});