/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Value_TakenInputs */

const id_x_standar_api_value_taken = /** @type {(inputs: Api_Value_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This value is already taken; choose another.`)
};

const id_api_value_taken = /** @type {(inputs: Api_Value_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nilai ini sudah dipakai; pilih yang lain.`)
};

const en_api_value_taken = /** @type {(inputs: Api_Value_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This value is already taken; choose another.`)
};

/**
* | output |
* | --- |
* | "This value is already taken; choose another." |
*
* @param {Api_Value_TakenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_value_taken = /** @type {((inputs?: Api_Value_TakenInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Value_TakenInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_value_taken(inputs)
	if (locale === "en") return en_api_value_taken(inputs)
	return id_x_standar_api_value_taken(inputs)
});