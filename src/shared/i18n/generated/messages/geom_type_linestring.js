/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Geom_Type_LinestringInputs */

const id_x_standar_geom_type_linestring = /** @type {(inputs: Geom_Type_LinestringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LineString`)
};

const id_geom_type_linestring = /** @type {(inputs: Geom_Type_LinestringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garis`)
};

const en_geom_type_linestring = /** @type {(inputs: Geom_Type_LinestringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LineString`)
};

/**
* | output |
* | --- |
* | "LineString" |
*
* @param {Geom_Type_LinestringInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geom_type_linestring = /** @type {((inputs?: Geom_Type_LinestringInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Geom_Type_LinestringInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_geom_type_linestring(inputs)
	if (locale === "en") return en_geom_type_linestring(inputs)
	return id_x_standar_geom_type_linestring(inputs)
});