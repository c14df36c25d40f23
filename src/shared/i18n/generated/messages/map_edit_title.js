/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Edit_TitleInputs */

const id_x_standar_map_edit_title = /** @type {(inputs: Map_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Map`)
};

const id_map_edit_title = /** @type {(inputs: Map_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah Peta`)
};

const en_map_edit_title = /** @type {(inputs: Map_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Map`)
};

/**
* | output |
* | --- |
* | "Edit Map" |
*
* @param {Map_Edit_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_edit_title = /** @type {((inputs?: Map_Edit_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Edit_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_edit_title(inputs)
	if (locale === "en") return en_map_edit_title(inputs)
	return id_x_standar_map_edit_title(inputs)
});