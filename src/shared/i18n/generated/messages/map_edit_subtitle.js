/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Edit_SubtitleInputs */

const id_x_standar_map_edit_subtitle = /** @type {(inputs: Map_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the map's details, status or geometry.`)
};

const id_map_edit_subtitle = /** @type {(inputs: Map_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah rincian, status, atau geometri peta.`)
};

const en_map_edit_subtitle = /** @type {(inputs: Map_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the map's details, status or geometry.`)
};

/**
* | output |
* | --- |
* | "Change the map's details, status or geometry." |
*
* @param {Map_Edit_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_edit_subtitle = /** @type {((inputs?: Map_Edit_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Edit_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_edit_subtitle(inputs)
	if (locale === "en") return en_map_edit_subtitle(inputs)
	return id_x_standar_map_edit_subtitle(inputs)
});