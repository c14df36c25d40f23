/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Coordinates_FiniteInputs */

const id_x_standar_api_coordinates_finite = /** @type {(inputs: Api_Coordinates_FiniteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordinates must be finite numbers.`)
};

const id_api_coordinates_finite = /** @type {(inputs: Api_Coordinates_FiniteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Koordinat harus berupa angka terhingga.`)
};

const en_api_coordinates_finite = /** @type {(inputs: Api_Coordinates_FiniteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordinates must be finite numbers.`)
};

/**
* | output |
* | --- |
* | "Coordinates must be finite numbers." |
*
* @param {Api_Coordinates_FiniteInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_coordinates_finite = /** @type {((inputs?: Api_Coordinates_FiniteInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Coordinates_FiniteInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_coordinates_finite(inputs)
	if (locale === "en") return en_api_coordinates_finite(inputs)
	return id_x_standar_api_coordinates_finite(inputs)
});