/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Field_Raw_GeometryInputs */

const id_x_standar_map_field_raw_geometry = /** @type {(inputs: Map_Field_Raw_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raw Geometry (GeoJSON)`)
};

const id_map_field_raw_geometry = /** @type {(inputs: Map_Field_Raw_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geometri Mentah (GeoJSON)`)
};

const en_map_field_raw_geometry = /** @type {(inputs: Map_Field_Raw_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raw Geometry (GeoJSON)`)
};

/**
* | output |
* | --- |
* | "Raw Geometry (GeoJSON)" |
*
* @param {Map_Field_Raw_GeometryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_field_raw_geometry = /** @type {((inputs?: Map_Field_Raw_GeometryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Field_Raw_GeometryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_field_raw_geometry(inputs)
	if (locale === "en") return en_map_field_raw_geometry(inputs)
	return id_x_standar_map_field_raw_geometry(inputs)
});