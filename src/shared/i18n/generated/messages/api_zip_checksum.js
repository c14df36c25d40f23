/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Api_Zip_ChecksumInputs */

const id_x_standar_api_zip_checksum = /** @type {(inputs: Api_Zip_ChecksumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The zip file is damaged: ${i?.name} does not match its checksum (CRC-32).`)
};

const id_api_zip_checksum = /** @type {(inputs: Api_Zip_ChecksumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Berkas zip rusak: ${i?.name} tidak cocok dengan checksum-nya (CRC-32).`)
};

const en_api_zip_checksum = /** @type {(inputs: Api_Zip_ChecksumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The zip file is damaged: ${i?.name} does not match its checksum (CRC-32).`)
};

/**
* | output |
* | --- |
* | "The zip file is damaged: {name} does not match its checksum (CRC-32)." |
*
* @param {Api_Zip_ChecksumInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_checksum = /** @type {((inputs: Api_Zip_ChecksumInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zip_ChecksumInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zip_checksum(inputs)
	if (locale === "en") return en_api_zip_checksum(inputs)
	return id_x_standar_api_zip_checksum(inputs)
});