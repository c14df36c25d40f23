/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Import_BusyInputs */

const id_x_standar_api_import_busy = /** @type {(inputs: Api_Import_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server is busy reading other files. Please try again in a moment.`)
};

const id_api_import_busy = /** @type {(inputs: Api_Import_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server sedang sibuk membaca berkas lain. Silakan coba lagi sebentar lagi.`)
};

const en_api_import_busy = /** @type {(inputs: Api_Import_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server is busy reading other files. Please try again in a moment.`)
};

/**
* | output |
* | --- |
* | "The server is busy reading other files. Please try again in a moment." |
*
* @param {Api_Import_BusyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_busy = /** @type {((inputs?: Api_Import_BusyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_BusyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_busy(inputs)
	if (locale === "en") return en_api_import_busy(inputs)
	return id_x_standar_api_import_busy(inputs)
});