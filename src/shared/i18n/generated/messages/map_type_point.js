/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Type_PointInputs */

const id_x_standar_map_type_point = /** @type {(inputs: Map_Type_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point`)
};

const id_map_type_point = /** @type {(inputs: Map_Type_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titik`)
};

const en_map_type_point = /** @type {(inputs: Map_Type_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point`)
};

/**
* | output |
* | --- |
* | "Point" |
*
* @param {Map_Type_PointInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_type_point = /** @type {((inputs?: Map_Type_PointInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Type_PointInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_type_point(inputs)
	if (locale === "en") return en_map_type_point(inputs)
	return id_x_standar_map_type_point(inputs)
});