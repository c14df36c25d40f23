/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Send_FailedInputs */

const id_x_standar_import_send_failed = /** @type {(inputs: Import_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file could not be sent. Check the connection and try again.`)
};

const id_import_send_failed = /** @type {(inputs: Import_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berkas tidak dapat dikirim. Periksa koneksi, lalu coba lagi.`)
};

const en_import_send_failed = /** @type {(inputs: Import_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file could not be sent. Check the connection and try again.`)
};

/**
* | output |
* | --- |
* | "The file could not be sent. Check the connection and try again." |
*
* @param {Import_Send_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_send_failed = /** @type {((inputs?: Import_Send_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Send_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_send_failed(inputs)
	if (locale === "en") return en_import_send_failed(inputs)
	return id_x_standar_import_send_failed(inputs)
});