/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Api_Shapefile_DamagedInputs */

const id_x_standar_api_shapefile_damaged = /** @type {(inputs: Api_Shapefile_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Shapefile ${i?.name} is damaged or incomplete; it cannot be read.`)
};

const id_api_shapefile_damaged = /** @type {(inputs: Api_Shapefile_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shapefile ${i?.name} rusak atau tidak lengkap; berkas itu tidak dapat dibaca.`)
};

const en_api_shapefile_damaged = /** @type {(inputs: Api_Shapefile_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Shapefile ${i?.name} is damaged or incomplete; it cannot be read.`)
};

/**
* | output |
* | --- |
* | "The Shapefile {name} is damaged or incomplete; it cannot be read." |
*
* @param {Api_Shapefile_DamagedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_shapefile_damaged = /** @type {((inputs: Api_Shapefile_DamagedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Shapefile_DamagedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_shapefile_damaged(inputs)
	if (locale === "en") return en_api_shapefile_damaged(inputs)
	return id_x_standar_api_shapefile_damaged(inputs)
});