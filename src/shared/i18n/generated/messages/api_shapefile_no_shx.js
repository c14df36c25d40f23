/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Api_Shapefile_No_ShxInputs */

const id_x_standar_api_shapefile_no_shx = /** @type {(inputs: Api_Shapefile_No_ShxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Shapefile ${i?.name} has no .shx file; zip the .shp, .shx, .dbf and .prj together.`)
};

const id_api_shapefile_no_shx = /** @type {(inputs: Api_Shapefile_No_ShxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shapefile ${i?.name} tidak memiliki berkas .shx; zip berkas .shp, .shx, .dbf, dan .prj bersama-sama.`)
};

const en_api_shapefile_no_shx = /** @type {(inputs: Api_Shapefile_No_ShxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Shapefile ${i?.name} has no .shx file; zip the .shp, .shx, .dbf and .prj together.`)
};

/**
* | output |
* | --- |
* | "The Shapefile {name} has no .shx file; zip the .shp, .shx, .dbf and .prj together." |
*
* @param {Api_Shapefile_No_ShxInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_shapefile_no_shx = /** @type {((inputs: Api_Shapefile_No_ShxInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Shapefile_No_ShxInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_shapefile_no_shx(inputs)
	if (locale === "en") return en_api_shapefile_no_shx(inputs)
	return id_x_standar_api_shapefile_no_shx(inputs)
});