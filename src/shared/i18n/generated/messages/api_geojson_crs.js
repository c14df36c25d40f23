/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ crs: NonNullable<unknown> }} Api_Geojson_CrsInputs */

const id_x_standar_api_geojson_crs = /** @type {(inputs: Api_Geojson_CrsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The GeoJSON declares the coordinate system ${i?.crs}; only WGS 84 is accepted.`)
};

const id_api_geojson_crs = /** @type {(inputs: Api_Geojson_CrsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GeoJSON menyatakan sistem koordinat ${i?.crs}; hanya WGS 84 yang diterima.`)
};

const en_api_geojson_crs = /** @type {(inputs: Api_Geojson_CrsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The GeoJSON declares the coordinate system ${i?.crs}; only WGS 84 is accepted.`)
};

/**
* | output |
* | --- |
* | "The GeoJSON declares the coordinate system {crs}; only WGS 84 is accepted." |
*
* @param {Api_Geojson_CrsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geojson_crs = /** @type {((inputs: Api_Geojson_CrsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geojson_CrsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geojson_crs(inputs)
	if (locale === "en") return en_api_geojson_crs(inputs)
	return id_x_standar_api_geojson_crs(inputs)
});