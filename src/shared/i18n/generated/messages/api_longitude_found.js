/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Api_Longitude_FoundInputs */

const id_x_standar_api_longitude_found = /** @type {(inputs: Api_Longitude_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Longitude must be between -180 and 180 (found ${i?.value}).`)
};

const id_api_longitude_found = /** @type {(inputs: Api_Longitude_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bujur harus antara -180 dan 180 (ditemukan ${i?.value}).`)
};

const en_api_longitude_found = /** @type {(inputs: Api_Longitude_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Longitude must be between -180 and 180 (found ${i?.value}).`)
};

/**
* | output |
* | --- |
* | "Longitude must be between -180 and 180 (found {value})." |
*
* @param {Api_Longitude_FoundInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_longitude_found = /** @type {((inputs: Api_Longitude_FoundInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Longitude_FoundInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_longitude_found(inputs)
	if (locale === "en") return en_api_longitude_found(inputs)
	return id_x_standar_api_longitude_found(inputs)
});