/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_List_TitleInputs */

const id_x_standar_map_list_title = /** @type {(inputs: Map_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maps`)
};

const id_map_list_title = /** @type {(inputs: Map_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta`)
};

const en_map_list_title = /** @type {(inputs: Map_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maps`)
};

/**
* | output |
* | --- |
* | "Maps" |
*
* @param {Map_List_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_list_title = /** @type {((inputs?: Map_List_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_List_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_list_title(inputs)
	if (locale === "en") return en_map_list_title(inputs)
	return id_x_standar_map_list_title(inputs)
});