/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Type_MultipolygonInputs */

const id_x_standar_map_type_multipolygon = /** @type {(inputs: Map_Type_MultipolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MultiPolygon`)
};

const id_map_type_multipolygon = /** @type {(inputs: Map_Type_MultipolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multipoligon`)
};

const en_map_type_multipolygon = /** @type {(inputs: Map_Type_MultipolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MultiPolygon`)
};

/**
* | output |
* | --- |
* | "MultiPolygon" |
*
* @param {Map_Type_MultipolygonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_type_multipolygon = /** @type {((inputs?: Map_Type_MultipolygonInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Type_MultipolygonInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_type_multipolygon(inputs)
	if (locale === "en") return en_map_type_multipolygon(inputs)
	return id_x_standar_map_type_multipolygon(inputs)
});