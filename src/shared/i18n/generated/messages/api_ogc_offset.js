/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Ogc_OffsetInputs */

const id_x_standar_api_ogc_offset = /** @type {(inputs: Api_Ogc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`offset must be an integer from 0 to 2147483647.`)
};

const id_api_ogc_offset = /** @type {(inputs: Api_Ogc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`offset harus bilangan bulat dari 0 sampai 2147483647.`)
};

const en_api_ogc_offset = /** @type {(inputs: Api_Ogc_OffsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`offset must be an integer from 0 to 2147483647.`)
};

/**
* | output |
* | --- |
* | "offset must be an integer from 0 to 2147483647." |
*
* @param {Api_Ogc_OffsetInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_offset = /** @type {((inputs?: Api_Ogc_OffsetInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Ogc_OffsetInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_ogc_offset(inputs)
	if (locale === "en") return en_api_ogc_offset(inputs)
	return id_x_standar_api_ogc_offset(inputs)
});