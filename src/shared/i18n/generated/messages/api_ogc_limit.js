/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Ogc_LimitInputs */

const id_x_standar_api_ogc_limit = /** @type {(inputs: Api_Ogc_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`limit must be an integer of at least 1 (above 1000 it is lowered to 1000).`)
};

const id_api_ogc_limit = /** @type {(inputs: Api_Ogc_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`limit harus bilangan bulat paling kecil 1 (di atas 1000 diturunkan menjadi 1000).`)
};

const en_api_ogc_limit = /** @type {(inputs: Api_Ogc_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`limit must be an integer of at least 1 (above 1000 it is lowered to 1000).`)
};

/**
* | output |
* | --- |
* | "limit must be an integer of at least 1 (above 1000 it is lowered to 1000)." |
*
* @param {Api_Ogc_LimitInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_limit = /** @type {((inputs?: Api_Ogc_LimitInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Ogc_LimitInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_ogc_limit(inputs)
	if (locale === "en") return en_api_ogc_limit(inputs)
	return id_x_standar_api_ogc_limit(inputs)
});