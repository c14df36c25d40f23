/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Geojson_No_GeometryInputs */

const id_x_standar_api_geojson_no_geometry = /** @type {(inputs: Api_Geojson_No_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The GeoJSON contains no geometry.`)
};

const id_api_geojson_no_geometry = /** @type {(inputs: Api_Geojson_No_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GeoJSON tidak berisi geometri apa pun.`)
};

const en_api_geojson_no_geometry = /** @type {(inputs: Api_Geojson_No_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The GeoJSON contains no geometry.`)
};

/**
* | output |
* | --- |
* | "The GeoJSON contains no geometry." |
*
* @param {Api_Geojson_No_GeometryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geojson_no_geometry = /** @type {((inputs?: Api_Geojson_No_GeometryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geojson_No_GeometryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geojson_no_geometry(inputs)
	if (locale === "en") return en_api_geojson_no_geometry(inputs)
	return id_x_standar_api_geojson_no_geometry(inputs)
});