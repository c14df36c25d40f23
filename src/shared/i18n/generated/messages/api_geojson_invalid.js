/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Geojson_InvalidInputs */

const id_x_standar_api_geojson_invalid = /** @type {(inputs: Api_Geojson_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geometry must be valid GeoJSON.`)
};

const id_api_geojson_invalid = /** @type {(inputs: Api_Geojson_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geometri harus berupa GeoJSON yang valid.`)
};

const en_api_geojson_invalid = /** @type {(inputs: Api_Geojson_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geometry must be valid GeoJSON.`)
};

/**
* | output |
* | --- |
* | "Geometry must be valid GeoJSON." |
*
* @param {Api_Geojson_InvalidInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geojson_invalid = /** @type {((inputs?: Api_Geojson_InvalidInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geojson_InvalidInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geojson_invalid(inputs)
	if (locale === "en") return en_api_geojson_invalid(inputs)
	return id_x_standar_api_geojson_invalid(inputs)
});