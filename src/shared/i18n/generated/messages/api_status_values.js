/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Status_ValuesInputs */

const id_x_standar_api_status_values = /** @type {(inputs: Api_Status_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The status must be active or inactive.`)
};

const id_api_status_values = /** @type {(inputs: Api_Status_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status harus aktif atau nonaktif.`)
};

const en_api_status_values = /** @type {(inputs: Api_Status_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The status must be active or inactive.`)
};

/**
* | output |
* | --- |
* | "The status must be active or inactive." |
*
* @param {Api_Status_ValuesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_status_values = /** @type {((inputs?: Api_Status_ValuesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Status_ValuesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_status_values(inputs)
	if (locale === "en") return en_api_status_values(inputs)
	return id_x_standar_api_status_values(inputs)
});