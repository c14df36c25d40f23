/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Import_No_GeometryInputs */

const id_x_standar_api_import_no_geometry = /** @type {(inputs: Api_Import_No_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The feature has no usable geometry (none, or a ring or line with too few points).`)
};

const id_api_import_no_geometry = /** @type {(inputs: Api_Import_No_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fitur ini tidak memiliki geometri yang dapat dipakai (tidak ada, atau cincin atau garis dengan titik terlalu sedikit).`)
};

const en_api_import_no_geometry = /** @type {(inputs: Api_Import_No_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The feature has no usable geometry (none, or a ring or line with too few points).`)
};

/**
* | output |
* | --- |
* | "The feature has no usable geometry (none, or a ring or line with too few points)." |
*
* @param {Api_Import_No_GeometryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_no_geometry = /** @type {((inputs?: Api_Import_No_GeometryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_No_GeometryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_no_geometry(inputs)
	if (locale === "en") return en_api_import_no_geometry(inputs)
	return id_x_standar_api_import_no_geometry(inputs)
});