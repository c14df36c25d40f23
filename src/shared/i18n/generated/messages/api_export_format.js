/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Export_FormatInputs */

const id_x_standar_api_export_format = /** @type {(inputs: Api_Export_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The format must be geojson, kml, gpx or csv.`)
};

const id_api_export_format = /** @type {(inputs: Api_Export_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format harus geojson, kml, gpx, atau csv.`)
};

const en_api_export_format = /** @type {(inputs: Api_Export_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The format must be geojson, kml, gpx or csv.`)
};

/**
* | output |
* | --- |
* | "The format must be geojson, kml, gpx or csv." |
*
* @param {Api_Export_FormatInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_export_format = /** @type {((inputs?: Api_Export_FormatInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Export_FormatInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_export_format(inputs)
	if (locale === "en") return en_api_export_format(inputs)
	return id_x_standar_api_export_format(inputs)
});