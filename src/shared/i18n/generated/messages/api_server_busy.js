/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Server_BusyInputs */

const id_x_standar_api_server_busy = /** @type {(inputs: Api_Server_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server is busy. Please try again in a few seconds.`)
};

const id_api_server_busy = /** @type {(inputs: Api_Server_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server sedang sibuk. Silakan coba lagi dalam beberapa detik.`)
};

const en_api_server_busy = /** @type {(inputs: Api_Server_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server is busy. Please try again in a few seconds.`)
};

/**
* | output |
* | --- |
* | "The server is busy. Please try again in a few seconds." |
*
* @param {Api_Server_BusyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_server_busy = /** @type {((inputs?: Api_Server_BusyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Server_BusyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_server_busy(inputs)
	if (locale === "en") return en_api_server_busy(inputs)
	return id_x_standar_api_server_busy(inputs)
});