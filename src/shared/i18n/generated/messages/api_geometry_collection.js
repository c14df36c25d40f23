/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Geometry_CollectionInputs */

const id_x_standar_api_geometry_collection = /** @type {(inputs: Api_Geometry_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GeometryCollection is not supported; use a FeatureCollection with one kind of shape.`)
};

const id_api_geometry_collection = /** @type {(inputs: Api_Geometry_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GeometryCollection tidak didukung; gunakan FeatureCollection dengan satu jenis bentuk.`)
};

const en_api_geometry_collection = /** @type {(inputs: Api_Geometry_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GeometryCollection is not supported; use a FeatureCollection with one kind of shape.`)
};

/**
* | output |
* | --- |
* | "GeometryCollection is not supported; use a FeatureCollection with one kind of shape." |
*
* @param {Api_Geometry_CollectionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_collection = /** @type {((inputs?: Api_Geometry_CollectionInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geometry_CollectionInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geometry_collection(inputs)
	if (locale === "en") return en_api_geometry_collection(inputs)
	return id_x_standar_api_geometry_collection(inputs)
});