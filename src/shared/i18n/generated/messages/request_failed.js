/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Request_FailedInputs */

const id_x_standar_request_failed = /** @type {(inputs: Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request failed; check the connection and try again.`)
};

const id_request_failed = /** @type {(inputs: Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permintaan gagal; periksa koneksi, lalu coba lagi.`)
};

const en_request_failed = /** @type {(inputs: Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request failed; check the connection and try again.`)
};

/**
* | output |
* | --- |
* | "The request failed; check the connection and try again." |
*
* @param {Request_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const request_failed = /** @type {((inputs?: Request_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_request_failed(inputs)
	if (locale === "en") return en_request_failed(inputs)
	return id_x_standar_request_failed(inputs)
});