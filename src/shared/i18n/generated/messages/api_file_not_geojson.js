/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_File_Not_GeojsonInputs */

const id_x_standar_api_file_not_geojson = /** @type {(inputs: Api_File_Not_GeojsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file is not GeoJSON: expected a FeatureCollection, a Feature or a geometry.`)
};

const id_api_file_not_geojson = /** @type {(inputs: Api_File_Not_GeojsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berkas bukan GeoJSON: seharusnya berisi FeatureCollection, Feature, atau geometri.`)
};

const en_api_file_not_geojson = /** @type {(inputs: Api_File_Not_GeojsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file is not GeoJSON: expected a FeatureCollection, a Feature or a geometry.`)
};

/**
* | output |
* | --- |
* | "The file is not GeoJSON: expected a FeatureCollection, a Feature or a geometry." |
*
* @param {Api_File_Not_GeojsonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_file_not_geojson = /** @type {((inputs?: Api_File_Not_GeojsonInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_File_Not_GeojsonInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_file_not_geojson(inputs)
	if (locale === "en") return en_api_file_not_geojson(inputs)
	return id_x_standar_api_file_not_geojson(inputs)
});