/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Internal_ErrorInputs */

const id_x_standar_api_internal_error = /** @type {(inputs: Api_Internal_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internal server error.`)
};

const id_api_internal_error = /** @type {(inputs: Api_Internal_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terjadi kesalahan pada server.`)
};

const en_api_internal_error = /** @type {(inputs: Api_Internal_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internal server error.`)
};

/**
* | output |
* | --- |
* | "Internal server error." |
*
* @param {Api_Internal_ErrorInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_internal_error = /** @type {((inputs?: Api_Internal_ErrorInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Internal_ErrorInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_internal_error(inputs)
	if (locale === "en") return en_api_internal_error(inputs)
	return id_x_standar_api_internal_error(inputs)
});