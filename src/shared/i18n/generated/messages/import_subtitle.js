/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_SubtitleInputs */

const id_x_standar_import_subtitle = /** @type {(inputs: Import_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GeoJSON, KML or KMZ, GPX, CSV (latitude and longitude, or WKT) or a zipped Shapefile with its .prj.`)
};

const id_import_subtitle = /** @type {(inputs: Import_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GeoJSON, KML atau KMZ, GPX, CSV (lintang dan bujur, atau WKT), atau Shapefile dalam berkas zip beserta .prj-nya.`)
};

const en_import_subtitle = /** @type {(inputs: Import_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GeoJSON, KML or KMZ, GPX, CSV (latitude and longitude, or WKT) or a zipped Shapefile with its .prj.`)
};

/**
* | output |
* | --- |
* | "GeoJSON, KML or KMZ, GPX, CSV (latitude and longitude, or WKT) or a zipped Shapefile with its .prj." |
*
* @param {Import_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_subtitle = /** @type {((inputs?: Import_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_subtitle(inputs)
	if (locale === "en") return en_import_subtitle(inputs)
	return id_x_standar_import_subtitle(inputs)
});