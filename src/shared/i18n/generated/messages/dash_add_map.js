/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Add_MapInputs */

const id_x_standar_dash_add_map = /** @type {(inputs: Dash_Add_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Map`)
};

const id_dash_add_map = /** @type {(inputs: Dash_Add_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Peta Baru`)
};

const en_dash_add_map = /** @type {(inputs: Dash_Add_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Map`)
};

/**
* | output |
* | --- |
* | "Add New Map" |
*
* @param {Dash_Add_MapInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_add_map = /** @type {((inputs?: Dash_Add_MapInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Add_MapInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_add_map(inputs)
	if (locale === "en") return en_dash_add_map(inputs)
	return id_x_standar_dash_add_map(inputs)
});