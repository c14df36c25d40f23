/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Geojson_Feature_ItemsInputs */

const id_x_standar_api_geojson_feature_items = /** @type {(inputs: Api_Geojson_Feature_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every item of a FeatureCollection must be a Feature.`)
};

const id_api_geojson_feature_items = /** @type {(inputs: Api_Geojson_Feature_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setiap item FeatureCollection harus berupa Feature.`)
};

const en_api_geojson_feature_items = /** @type {(inputs: Api_Geojson_Feature_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every item of a FeatureCollection must be a Feature.`)
};

/**
* | output |
* | --- |
* | "Every item of a FeatureCollection must be a Feature." |
*
* @param {Api_Geojson_Feature_ItemsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geojson_feature_items = /** @type {((inputs?: Api_Geojson_Feature_ItemsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geojson_Feature_ItemsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geojson_feature_items(inputs)
	if (locale === "en") return en_api_geojson_feature_items(inputs)
	return id_x_standar_api_geojson_feature_items(inputs)
});