/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Csv_ColumnsInputs */

const id_x_standar_api_csv_columns = /** @type {(inputs: Api_Csv_ColumnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The CSV needs a WKT column (named WKT or geometry) or latitude and longitude columns (lat/latitude and lon/lng/longitude).`)
};

const id_api_csv_columns = /** @type {(inputs: Api_Csv_ColumnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV memerlukan kolom WKT (bernama WKT atau geometry) atau kolom lintang dan bujur (lat/latitude dan lon/lng/longitude).`)
};

const en_api_csv_columns = /** @type {(inputs: Api_Csv_ColumnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The CSV needs a WKT column (named WKT or geometry) or latitude and longitude columns (lat/latitude and lon/lng/longitude).`)
};

/**
* | output |
* | --- |
* | "The CSV needs a WKT column (named WKT or geometry) or latitude and longitude columns (lat/latitude and lon/lng/longitude)." |
*
* @param {Api_Csv_ColumnsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_csv_columns = /** @type {((inputs?: Api_Csv_ColumnsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Csv_ColumnsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_csv_columns(inputs)
	if (locale === "en") return en_api_csv_columns(inputs)
	return id_x_standar_api_csv_columns(inputs)
});