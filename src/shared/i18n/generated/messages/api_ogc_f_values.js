/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Ogc_F_ValuesInputs */

const id_x_standar_api_ogc_f_values = /** @type {(inputs: Api_Ogc_F_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`f must be json or html.`)
};

const id_api_ogc_f_values = /** @type {(inputs: Api_Ogc_F_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`f harus json atau html.`)
};

const en_api_ogc_f_values = /** @type {(inputs: Api_Ogc_F_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`f must be json or html.`)
};

/**
* | output |
* | --- |
* | "f must be json or html." |
*
* @param {Api_Ogc_F_ValuesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_f_values = /** @type {((inputs?: Api_Ogc_F_ValuesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Ogc_F_ValuesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_ogc_f_values(inputs)
	if (locale === "en") return en_api_ogc_f_values(inputs)
	return id_x_standar_api_ogc_f_values(inputs)
});