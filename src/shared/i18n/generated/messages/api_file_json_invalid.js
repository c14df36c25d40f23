/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_File_Json_InvalidInputs */

const id_x_standar_api_file_json_invalid = /** @type {(inputs: Api_File_Json_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file is not valid JSON.`)
};

const id_api_file_json_invalid = /** @type {(inputs: Api_File_Json_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berkas bukan JSON yang valid.`)
};

const en_api_file_json_invalid = /** @type {(inputs: Api_File_Json_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file is not valid JSON.`)
};

/**
* | output |
* | --- |
* | "The file is not valid JSON." |
*
* @param {Api_File_Json_InvalidInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_file_json_invalid = /** @type {((inputs?: Api_File_Json_InvalidInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_File_Json_InvalidInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_file_json_invalid(inputs)
	if (locale === "en") return en_api_file_json_invalid(inputs)
	return id_x_standar_api_file_json_invalid(inputs)
});