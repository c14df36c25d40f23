/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Api_Shapefile_No_PrjInputs */

const id_x_standar_api_shapefile_no_prj = /** @type {(inputs: Api_Shapefile_No_PrjInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Shapefile ${i?.name} has no .prj file, so its coordinate system is unknown; export it again with its projection.`)
};

const id_api_shapefile_no_prj = /** @type {(inputs: Api_Shapefile_No_PrjInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shapefile ${i?.name} tidak memiliki berkas .prj, sehingga sistem koordinatnya tidak diketahui; ekspor lagi beserta proyeksinya.`)
};

const en_api_shapefile_no_prj = /** @type {(inputs: Api_Shapefile_No_PrjInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Shapefile ${i?.name} has no .prj file, so its coordinate system is unknown; export it again with its projection.`)
};

/**
* | output |
* | --- |
* | "The Shapefile {name} has no .prj file, so its coordinate system is unknown; export it again with its projection." |
*
* @param {Api_Shapefile_No_PrjInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_shapefile_no_prj = /** @type {((inputs: Api_Shapefile_No_PrjInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Shapefile_No_PrjInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_shapefile_no_prj(inputs)
	if (locale === "en") return en_api_shapefile_no_prj(inputs)
	return id_x_standar_api_shapefile_no_prj(inputs)
});