/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, allowed: NonNullable<unknown> }} Api_Ogc_Parameter_UnsupportedInputs */

const id_x_standar_api_ogc_parameter_unsupported = /** @type {(inputs: Api_Ogc_Parameter_UnsupportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The parameter "${i?.name}" is not supported: this endpoint accepts only ${i?.allowed}.`)
};

const id_api_ogc_parameter_unsupported = /** @type {(inputs: Api_Ogc_Parameter_UnsupportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parameter "${i?.name}" tidak didukung: endpoint ini hanya menerima ${i?.allowed}.`)
};

const en_api_ogc_parameter_unsupported = /** @type {(inputs: Api_Ogc_Parameter_UnsupportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The parameter "${i?.name}" is not supported: this endpoint accepts only ${i?.allowed}.`)
};

/**
* | output |
* | --- |
* | "The parameter \"{name}\" is not supported: this endpoint accepts only {allowed}." |
*
* @param {Api_Ogc_Parameter_UnsupportedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_parameter_unsupported = /** @type {((inputs: Api_Ogc_Parameter_UnsupportedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Ogc_Parameter_UnsupportedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_ogc_parameter_unsupported(inputs)
	if (locale === "en") return en_api_ogc_parameter_unsupported(inputs)
	return id_x_standar_api_ogc_parameter_unsupported(inputs)
});