/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Server_RestartingInputs */

const id_x_standar_api_server_restarting = /** @type {(inputs: Api_Server_RestartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server is restarting. Please try again in a moment.`)
};

const id_api_server_restarting = /** @type {(inputs: Api_Server_RestartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server sedang dimulai ulang. Silakan coba lagi sebentar lagi.`)
};

const en_api_server_restarting = /** @type {(inputs: Api_Server_RestartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server is restarting. Please try again in a moment.`)
};

/**
* | output |
* | --- |
* | "The server is restarting. Please try again in a moment." |
*
* @param {Api_Server_RestartingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_server_restarting = /** @type {((inputs?: Api_Server_RestartingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Server_RestartingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_server_restarting(inputs)
	if (locale === "en") return en_api_server_restarting(inputs)
	return id_x_standar_api_server_restarting(inputs)
});