/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Multipart_FilesInputs */

const id_x_standar_api_multipart_files = /** @type {(inputs: Api_Multipart_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reach files limit`)
};

const id_api_multipart_files = /** @type {(inputs: Api_Multipart_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permintaan berisi terlalu banyak berkas.`)
};

const en_api_multipart_files = /** @type {(inputs: Api_Multipart_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request holds too many files.`)
};

/**
* | output |
* | --- |
* | "The request holds too many files." |
*
* @param {Api_Multipart_FilesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipart_files = /** @type {((inputs?: Api_Multipart_FilesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Multipart_FilesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_multipart_files(inputs)
	if (locale === "en") return en_api_multipart_files(inputs)
	return id_x_standar_api_multipart_files(inputs)
});