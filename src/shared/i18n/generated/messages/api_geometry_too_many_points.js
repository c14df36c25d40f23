/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, limit: NonNullable<unknown> }} Api_Geometry_Too_Many_PointsInputs */

const id_x_standar_api_geometry_too_many_points = /** @type {(inputs: Api_Geometry_Too_Many_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geometry has too many points (${i?.count}; the limit is ${i?.limit}).`)
};

const id_api_geometry_too_many_points = /** @type {(inputs: Api_Geometry_Too_Many_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geometri memiliki terlalu banyak titik (${i?.count}; batasnya ${i?.limit}).`)
};

const en_api_geometry_too_many_points = /** @type {(inputs: Api_Geometry_Too_Many_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geometry has too many points (${i?.count}; the limit is ${i?.limit}).`)
};

/**
* | output |
* | --- |
* | "Geometry has too many points ({count}; the limit is {limit})." |
*
* @param {Api_Geometry_Too_Many_PointsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_too_many_points = /** @type {((inputs: Api_Geometry_Too_Many_PointsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geometry_Too_Many_PointsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geometry_too_many_points(inputs)
	if (locale === "en") return en_api_geometry_too_many_points(inputs)
	return id_x_standar_api_geometry_too_many_points(inputs)
});