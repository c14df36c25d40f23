/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Multipoint_MinInputs */

const id_x_standar_api_multipoint_min = /** @type {(inputs: Api_Multipoint_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A multipoint needs at least one position.`)
};

const id_api_multipoint_min = /** @type {(inputs: Api_Multipoint_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multipoint memerlukan sedikitnya satu posisi.`)
};

const en_api_multipoint_min = /** @type {(inputs: Api_Multipoint_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A multipoint needs at least one position.`)
};

/**
* | output |
* | --- |
* | "A multipoint needs at least one position." |
*
* @param {Api_Multipoint_MinInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipoint_min = /** @type {((inputs?: Api_Multipoint_MinInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Multipoint_MinInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_multipoint_min(inputs)
	if (locale === "en") return en_api_multipoint_min(inputs)
	return id_x_standar_api_multipoint_min(inputs)
});