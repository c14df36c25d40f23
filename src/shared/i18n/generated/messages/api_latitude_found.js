/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Api_Latitude_FoundInputs */

const id_x_standar_api_latitude_found = /** @type {(inputs: Api_Latitude_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Latitude must be between -90 and 90 (found ${i?.value}).`)
};

const id_api_latitude_found = /** @type {(inputs: Api_Latitude_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lintang harus antara -90 dan 90 (ditemukan ${i?.value}).`)
};

const en_api_latitude_found = /** @type {(inputs: Api_Latitude_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Latitude must be between -90 and 90 (found ${i?.value}).`)
};

/**
* | output |
* | --- |
* | "Latitude must be between -90 and 90 (found {value})." |
*
* @param {Api_Latitude_FoundInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_latitude_found = /** @type {((inputs: Api_Latitude_FoundInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Latitude_FoundInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_latitude_found(inputs)
	if (locale === "en") return en_api_latitude_found(inputs)
	return id_x_standar_api_latitude_found(inputs)
});