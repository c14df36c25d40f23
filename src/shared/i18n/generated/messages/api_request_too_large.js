/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ megabytes: NonNullable<unknown> }} Api_Request_Too_LargeInputs */

const id_x_standar_api_request_too_large = /** @type {(inputs: Api_Request_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The request is too large (at most ${i?.megabytes} MB).`)
};

const id_api_request_too_large = /** @type {(inputs: Api_Request_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permintaan terlalu besar (paling besar ${i?.megabytes} MB).`)
};

const en_api_request_too_large = /** @type {(inputs: Api_Request_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The request is too large (at most ${i?.megabytes} MB).`)
};

/**
* | output |
* | --- |
* | "The request is too large (at most {megabytes} MB)." |
*
* @param {Api_Request_Too_LargeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_request_too_large = /** @type {((inputs: Api_Request_Too_LargeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Request_Too_LargeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_request_too_large(inputs)
	if (locale === "en") return en_api_request_too_large(inputs)
	return id_x_standar_api_request_too_large(inputs)
});