/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Geometry_NoneInputs */

const id_x_standar_import_geometry_none = /** @type {(inputs: Import_Geometry_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const id_import_geometry_none = /** @type {(inputs: Import_Geometry_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tidak ada`)
};

const en_import_geometry_none = /** @type {(inputs: Import_Geometry_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Import_Geometry_NoneInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_geometry_none = /** @type {((inputs?: Import_Geometry_NoneInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Geometry_NoneInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_geometry_none(inputs)
	if (locale === "en") return en_import_geometry_none(inputs)
	return id_x_standar_import_geometry_none(inputs)
});