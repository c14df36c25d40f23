/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Zip_NeitherInputs */

const id_x_standar_api_zip_neither = /** @type {(inputs: Api_Zip_NeitherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The zip holds neither a Shapefile (.shp) nor a KML file.`)
};

const id_api_zip_neither = /** @type {(inputs: Api_Zip_NeitherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zip tidak berisi Shapefile (.shp) maupun berkas KML.`)
};

const en_api_zip_neither = /** @type {(inputs: Api_Zip_NeitherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The zip holds neither a Shapefile (.shp) nor a KML file.`)
};

/**
* | output |
* | --- |
* | "The zip holds neither a Shapefile (.shp) nor a KML file." |
*
* @param {Api_Zip_NeitherInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_neither = /** @type {((inputs?: Api_Zip_NeitherInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zip_NeitherInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zip_neither(inputs)
	if (locale === "en") return en_api_zip_neither(inputs)
	return id_x_standar_api_zip_neither(inputs)
});