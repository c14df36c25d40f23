/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Choose_ColourInputs */

const id_x_standar_api_choose_colour = /** @type {(inputs: Api_Choose_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a colour such as #0ea5e9.`)
};

const id_api_choose_colour = /** @type {(inputs: Api_Choose_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih warna, misalnya #0ea5e9.`)
};

const en_api_choose_colour = /** @type {(inputs: Api_Choose_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a colour such as #0ea5e9.`)
};

/**
* | output |
* | --- |
* | "Choose a colour such as #0ea5e9." |
*
* @param {Api_Choose_ColourInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_choose_colour = /** @type {((inputs?: Api_Choose_ColourInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Choose_ColourInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_choose_colour(inputs)
	if (locale === "en") return en_api_choose_colour(inputs)
	return id_x_standar_api_choose_colour(inputs)
});