/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Import_Read_TimeoutInputs */

const id_x_standar_api_import_read_timeout = /** @type {(inputs: Api_Import_Read_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the file took longer than 8 s; it may be damaged or too complex. Split it into smaller files.`)
};

const id_api_import_read_timeout = /** @type {(inputs: Api_Import_Read_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membaca berkas memakan waktu lebih dari 8 detik; berkas mungkin rusak atau terlalu rumit. Bagi menjadi beberapa berkas yang lebih kecil.`)
};

const en_api_import_read_timeout = /** @type {(inputs: Api_Import_Read_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the file took longer than 8 s; it may be damaged or too complex. Split it into smaller files.`)
};

/**
* | output |
* | --- |
* | "Reading the file took longer than 8 s; it may be damaged or too complex. Split it into smaller files." |
*
* @param {Api_Import_Read_TimeoutInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_read_timeout = /** @type {((inputs?: Api_Import_Read_TimeoutInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_Read_TimeoutInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_read_timeout(inputs)
	if (locale === "en") return en_api_import_read_timeout(inputs)
	return id_x_standar_api_import_read_timeout(inputs)
});