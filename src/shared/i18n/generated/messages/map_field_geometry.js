/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Field_GeometryInputs */

const id_x_standar_map_field_geometry = /** @type {(inputs: Map_Field_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geometry`)
};

const id_map_field_geometry = /** @type {(inputs: Map_Field_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geometri`)
};

const en_map_field_geometry = /** @type {(inputs: Map_Field_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geometry`)
};

/**
* | output |
* | --- |
* | "Geometry" |
*
* @param {Map_Field_GeometryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_field_geometry = /** @type {((inputs?: Map_Field_GeometryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Field_GeometryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_field_geometry(inputs)
	if (locale === "en") return en_map_field_geometry(inputs)
	return id_x_standar_map_field_geometry(inputs)
});