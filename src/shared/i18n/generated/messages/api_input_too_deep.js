/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Input_Too_DeepInputs */

const id_x_standar_api_input_too_deep = /** @type {(inputs: Api_Input_Too_DeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The input is nested more than 32 levels deep.`)
};

const id_api_input_too_deep = /** @type {(inputs: Api_Input_Too_DeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukan bersarang lebih dari 32 tingkat.`)
};

const en_api_input_too_deep = /** @type {(inputs: Api_Input_Too_DeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The input is nested more than 32 levels deep.`)
};

/**
* | output |
* | --- |
* | "The input is nested more than 32 levels deep." |
*
* @param {Api_Input_Too_DeepInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_input_too_deep = /** @type {((inputs?: Api_Input_Too_DeepInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Input_Too_DeepInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_input_too_deep(inputs)
	if (locale === "en") return en_api_input_too_deep(inputs)
	return id_x_standar_api_input_too_deep(inputs)
});