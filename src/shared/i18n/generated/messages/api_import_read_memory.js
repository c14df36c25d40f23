/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Import_Read_MemoryInputs */

const id_x_standar_api_import_read_memory = /** @type {(inputs: Api_Import_Read_MemoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the file needed more memory than the server allows; it may be damaged or too complex. Split it into smaller files.`)
};

const id_api_import_read_memory = /** @type {(inputs: Api_Import_Read_MemoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membaca berkas memerlukan memori lebih banyak daripada yang diizinkan server; berkas mungkin rusak atau terlalu rumit. Bagi menjadi beberapa berkas yang lebih kecil.`)
};

const en_api_import_read_memory = /** @type {(inputs: Api_Import_Read_MemoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the file needed more memory than the server allows; it may be damaged or too complex. Split it into smaller files.`)
};

/**
* | output |
* | --- |
* | "Reading the file needed more memory than the server allows; it may be damaged or too complex. Split it into smaller files." |
*
* @param {Api_Import_Read_MemoryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_read_memory = /** @type {((inputs?: Api_Import_Read_MemoryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_Read_MemoryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_read_memory(inputs)
	if (locale === "en") return en_api_import_read_memory(inputs)
	return id_x_standar_api_import_read_memory(inputs)
});