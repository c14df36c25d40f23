/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_File_TypeInputs */

const id_x_standar_api_file_type = /** @type {(inputs: Api_File_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file type is not supported: use GeoJSON, KML, KMZ, GPX, CSV or a zipped Shapefile.`)
};

const id_api_file_type = /** @type {(inputs: Api_File_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jenis berkas tidak didukung: gunakan GeoJSON, KML, KMZ, GPX, CSV, atau Shapefile dalam zip.`)
};

const en_api_file_type = /** @type {(inputs: Api_File_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file type is not supported: use GeoJSON, KML, KMZ, GPX, CSV or a zipped Shapefile.`)
};

/**
* | output |
* | --- |
* | "The file type is not supported: use GeoJSON, KML, KMZ, GPX, CSV or a zipped Shapefile." |
*
* @param {Api_File_TypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_file_type = /** @type {((inputs?: Api_File_TypeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_File_TypeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_file_type(inputs)
	if (locale === "en") return en_api_file_type(inputs)
	return id_x_standar_api_file_type(inputs)
});