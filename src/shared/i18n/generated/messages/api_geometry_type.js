/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ allowed: NonNullable<unknown>, found: NonNullable<unknown> }} Api_Geometry_TypeInputs */

const id_x_standar_api_geometry_type = /** @type {(inputs: Api_Geometry_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The geometry must be a ${i?.allowed} (found ${i?.found}).`)
};

const id_api_geometry_type = /** @type {(inputs: Api_Geometry_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geometri harus berupa ${i?.allowed} (ditemukan ${i?.found}).`)
};

const en_api_geometry_type = /** @type {(inputs: Api_Geometry_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The geometry must be a ${i?.allowed} (found ${i?.found}).`)
};

/**
* | output |
* | --- |
* | "The geometry must be a {allowed} (found {found})." |
*
* @param {Api_Geometry_TypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_type = /** @type {((inputs: Api_Geometry_TypeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geometry_TypeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geometry_type(inputs)
	if (locale === "en") return en_api_geometry_type(inputs)
	return id_x_standar_api_geometry_type(inputs)
});