/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Zip_No_ShpInputs */

const id_x_standar_api_zip_no_shp = /** @type {(inputs: Api_Zip_No_ShpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The zip holds no .shp file.`)
};

const id_api_zip_no_shp = /** @type {(inputs: Api_Zip_No_ShpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zip tidak berisi berkas .shp.`)
};

const en_api_zip_no_shp = /** @type {(inputs: Api_Zip_No_ShpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The zip holds no .shp file.`)
};

/**
* | output |
* | --- |
* | "The zip holds no .shp file." |
*
* @param {Api_Zip_No_ShpInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_no_shp = /** @type {((inputs?: Api_Zip_No_ShpInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zip_No_ShpInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zip_no_shp(inputs)
	if (locale === "en") return en_api_zip_no_shp(inputs)
	return id_x_standar_api_zip_no_shp(inputs)
});