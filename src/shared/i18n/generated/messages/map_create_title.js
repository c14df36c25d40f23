/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Create_TitleInputs */

const id_x_standar_map_create_title = /** @type {(inputs: Map_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Map`)
};

const id_map_create_title = /** @type {(inputs: Map_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Peta`)
};

const en_map_create_title = /** @type {(inputs: Map_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Map`)
};

/**
* | output |
* | --- |
* | "Create Map" |
*
* @param {Map_Create_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_create_title = /** @type {((inputs?: Map_Create_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Create_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_create_title(inputs)
	if (locale === "en") return en_map_create_title(inputs)
	return id_x_standar_map_create_title(inputs)
});