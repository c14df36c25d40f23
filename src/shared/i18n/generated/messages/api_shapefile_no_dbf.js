/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Api_Shapefile_No_DbfInputs */

const id_x_standar_api_shapefile_no_dbf = /** @type {(inputs: Api_Shapefile_No_DbfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Shapefile ${i?.name} has no .dbf file; zip the .shp, .shx, .dbf and .prj together.`)
};

const id_api_shapefile_no_dbf = /** @type {(inputs: Api_Shapefile_No_DbfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shapefile ${i?.name} tidak memiliki berkas .dbf; zip berkas .shp, .shx, .dbf, dan .prj bersama-sama.`)
};

const en_api_shapefile_no_dbf = /** @type {(inputs: Api_Shapefile_No_DbfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Shapefile ${i?.name} has no .dbf file; zip the .shp, .shx, .dbf and .prj together.`)
};

/**
* | output |
* | --- |
* | "The Shapefile {name} has no .dbf file; zip the .shp, .shx, .dbf and .prj together." |
*
* @param {Api_Shapefile_No_DbfInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_shapefile_no_dbf = /** @type {((inputs: Api_Shapefile_No_DbfInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Shapefile_No_DbfInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_shapefile_no_dbf(inputs)
	if (locale === "en") return en_api_shapefile_no_dbf(inputs)
	return id_x_standar_api_shapefile_no_dbf(inputs)
});