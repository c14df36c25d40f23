/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Zod_Invalid_InputInputs */

const id_x_standar_api_zod_invalid_input = /** @type {(inputs: Api_Zod_Invalid_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid input`)
};

const id_api_zod_invalid_input = /** @type {(inputs: Api_Zod_Invalid_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukan tidak valid.`)
};

const en_api_zod_invalid_input = /** @type {(inputs: Api_Zod_Invalid_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid input.`)
};

/**
* | output |
* | --- |
* | "Invalid input." |
*
* @param {Api_Zod_Invalid_InputInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zod_invalid_input = /** @type {((inputs?: Api_Zod_Invalid_InputInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zod_Invalid_InputInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zod_invalid_input(inputs)
	if (locale === "en") return en_api_zod_invalid_input(inputs)
	return id_x_standar_api_zod_invalid_input(inputs)
});