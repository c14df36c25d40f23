/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Add_Map_HintInputs */

const id_x_standar_dash_add_map_hint = /** @type {(inputs: Dash_Add_Map_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah layer peta baru`)
};

const id_dash_add_map_hint = /** @type {(inputs: Dash_Add_Map_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah lapisan peta baru`)
};

const en_dash_add_map_hint = /** @type {(inputs: Dash_Add_Map_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a new map layer`)
};

/**
* | output |
* | --- |
* | "Add a new map layer" |
*
* @param {Dash_Add_Map_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_add_map_hint = /** @type {((inputs?: Dash_Add_Map_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Add_Map_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_add_map_hint(inputs)
	if (locale === "en") return en_dash_add_map_hint(inputs)
	return id_x_standar_dash_add_map_hint(inputs)
});