/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Create_SubtitleInputs */

const id_x_standar_map_create_subtitle = /** @type {(inputs: Map_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a place, a road or an area to the village map.`)
};

const id_map_create_subtitle = /** @type {(inputs: Map_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambahkan tempat, jalan, atau wilayah ke peta desa.`)
};

const en_map_create_subtitle = /** @type {(inputs: Map_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a place, a road or an area to the village map.`)
};

/**
* | output |
* | --- |
* | "Add a place, a road or an area to the village map." |
*
* @param {Map_Create_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_create_subtitle = /** @type {((inputs?: Map_Create_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Create_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_create_subtitle(inputs)
	if (locale === "en") return en_map_create_subtitle(inputs)
	return id_x_standar_map_create_subtitle(inputs)
});