/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Geom_Type_MultilinestringInputs */

const id_x_standar_geom_type_multilinestring = /** @type {(inputs: Geom_Type_MultilinestringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MultiLineString`)
};

const id_geom_type_multilinestring = /** @type {(inputs: Geom_Type_MultilinestringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multigaris`)
};

const en_geom_type_multilinestring = /** @type {(inputs: Geom_Type_MultilinestringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MultiLineString`)
};

/**
* | output |
* | --- |
* | "MultiLineString" |
*
* @param {Geom_Type_MultilinestringInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geom_type_multilinestring = /** @type {((inputs?: Geom_Type_MultilinestringInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Geom_Type_MultilinestringInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_geom_type_multilinestring(inputs)
	if (locale === "en") return en_geom_type_multilinestring(inputs)
	return id_x_standar_geom_type_multilinestring(inputs)
});