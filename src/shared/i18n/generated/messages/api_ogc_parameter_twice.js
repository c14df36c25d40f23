/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Api_Ogc_Parameter_TwiceInputs */

const id_x_standar_api_ogc_parameter_twice = /** @type {(inputs: Api_Ogc_Parameter_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The parameter "${i?.name}" is given more than once.`)
};

const id_api_ogc_parameter_twice = /** @type {(inputs: Api_Ogc_Parameter_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parameter "${i?.name}" diberikan lebih dari sekali.`)
};

const en_api_ogc_parameter_twice = /** @type {(inputs: Api_Ogc_Parameter_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The parameter "${i?.name}" is given more than once.`)
};

/**
* | output |
* | --- |
* | "The parameter \"{name}\" is given more than once." |
*
* @param {Api_Ogc_Parameter_TwiceInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_parameter_twice = /** @type {((inputs: Api_Ogc_Parameter_TwiceInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Ogc_Parameter_TwiceInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_ogc_parameter_twice(inputs)
	if (locale === "en") return en_api_ogc_parameter_twice(inputs)
	return id_x_standar_api_ogc_parameter_twice(inputs)
});