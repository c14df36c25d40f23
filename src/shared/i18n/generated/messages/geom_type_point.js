/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Geom_Type_PointInputs */

const id_x_standar_geom_type_point = /** @type {(inputs: Geom_Type_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point`)
};

const id_geom_type_point = /** @type {(inputs: Geom_Type_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titik`)
};

const en_geom_type_point = /** @type {(inputs: Geom_Type_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Point`)
};

/**
* | output |
* | --- |
* | "Point" |
*
* @param {Geom_Type_PointInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geom_type_point = /** @type {((inputs?: Geom_Type_PointInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Geom_Type_PointInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_geom_type_point(inputs)
	if (locale === "en") return en_geom_type_point(inputs)
	return id_x_standar_geom_type_point(inputs)
});