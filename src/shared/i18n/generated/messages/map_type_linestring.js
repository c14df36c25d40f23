/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Type_LinestringInputs */

const id_x_standar_map_type_linestring = /** @type {(inputs: Map_Type_LinestringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LineString`)
};

const id_map_type_linestring = /** @type {(inputs: Map_Type_LinestringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garis`)
};

const en_map_type_linestring = /** @type {(inputs: Map_Type_LinestringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LineString`)
};

/**
* | output |
* | --- |
* | "LineString" |
*
* @param {Map_Type_LinestringInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_type_linestring = /** @type {((inputs?: Map_Type_LinestringInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Type_LinestringInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_type_linestring(inputs)
	if (locale === "en") return en_map_type_linestring(inputs)
	return id_x_standar_map_type_linestring(inputs)
});