/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Multipolygon_MinInputs */

const id_x_standar_api_multipolygon_min = /** @type {(inputs: Api_Multipolygon_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A multipolygon needs at least one polygon.`)
};

const id_api_multipolygon_min = /** @type {(inputs: Api_Multipolygon_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multipolygon memerlukan sedikitnya satu poligon.`)
};

const en_api_multipolygon_min = /** @type {(inputs: Api_Multipolygon_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A multipolygon needs at least one polygon.`)
};

/**
* | output |
* | --- |
* | "A multipolygon needs at least one polygon." |
*
* @param {Api_Multipolygon_MinInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipolygon_min = /** @type {((inputs?: Api_Multipolygon_MinInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Multipolygon_MinInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_multipolygon_min(inputs)
	if (locale === "en") return en_api_multipolygon_min(inputs)
	return id_x_standar_api_multipolygon_min(inputs)
});