/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Geojson_Features_ListInputs */

const id_x_standar_api_geojson_features_list = /** @type {(inputs: Api_Geojson_Features_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A FeatureCollection needs a features list.`)
};

const id_api_geojson_features_list = /** @type {(inputs: Api_Geojson_Features_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FeatureCollection memerlukan daftar features.`)
};

const en_api_geojson_features_list = /** @type {(inputs: Api_Geojson_Features_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A FeatureCollection needs a features list.`)
};

/**
* | output |
* | --- |
* | "A FeatureCollection needs a features list." |
*
* @param {Api_Geojson_Features_ListInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geojson_features_list = /** @type {((inputs?: Api_Geojson_Features_ListInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geojson_Features_ListInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geojson_features_list(inputs)
	if (locale === "en") return en_api_geojson_features_list(inputs)
	return id_x_standar_api_geojson_features_list(inputs)
});