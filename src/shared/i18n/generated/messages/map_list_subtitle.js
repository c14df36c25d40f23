/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_List_SubtitleInputs */

const id_x_standar_map_list_subtitle = /** @type {(inputs: Map_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage maps.`)
};

const id_map_list_subtitle = /** @type {(inputs: Map_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kelola peta.`)
};

const en_map_list_subtitle = /** @type {(inputs: Map_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage maps.`)
};

/**
* | output |
* | --- |
* | "Manage maps." |
*
* @param {Map_List_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_list_subtitle = /** @type {((inputs?: Map_List_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_List_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_list_subtitle(inputs)
	if (locale === "en") return en_map_list_subtitle(inputs)
	return id_x_standar_map_list_subtitle(inputs)
});