/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ method: NonNullable<unknown>, path: NonNullable<unknown> }} Api_Route_Not_FoundInputs */

const id_x_standar_api_route_not_found = /** @type {(inputs: Api_Route_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Route ${i?.method} ${i?.path} not found.`)
};

const id_api_route_not_found = /** @type {(inputs: Api_Route_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rute ${i?.method} ${i?.path} tidak ditemukan.`)
};

const en_api_route_not_found = /** @type {(inputs: Api_Route_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Route ${i?.method} ${i?.path} not found.`)
};

/**
* | output |
* | --- |
* | "Route {method} {path} not found." |
*
* @param {Api_Route_Not_FoundInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_route_not_found = /** @type {((inputs: Api_Route_Not_FoundInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Route_Not_FoundInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_route_not_found(inputs)
	if (locale === "en") return en_api_route_not_found(inputs)
	return id_x_standar_api_route_not_found(inputs)
});