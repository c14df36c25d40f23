/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Geom_Type_GeometrycollectionInputs */

const id_x_standar_geom_type_geometrycollection = /** @type {(inputs: Geom_Type_GeometrycollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GeometryCollection`)
};

const id_geom_type_geometrycollection = /** @type {(inputs: Geom_Type_GeometrycollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumpulan geometri`)
};

const en_geom_type_geometrycollection = /** @type {(inputs: Geom_Type_GeometrycollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GeometryCollection`)
};

/**
* | output |
* | --- |
* | "GeometryCollection" |
*
* @param {Geom_Type_GeometrycollectionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geom_type_geometrycollection = /** @type {((inputs?: Geom_Type_GeometrycollectionInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Geom_Type_GeometrycollectionInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_geom_type_geometrycollection(inputs)
	if (locale === "en") return en_geom_type_geometrycollection(inputs)
	return id_x_standar_geom_type_geometrycollection(inputs)
});