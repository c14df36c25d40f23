/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_File_Features_ListInputs */

const id_x_standar_api_file_features_list = /** @type {(inputs: Api_File_Features_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The FeatureCollection has no features list.`)
};

const id_api_file_features_list = /** @type {(inputs: Api_File_Features_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FeatureCollection tidak memiliki daftar features.`)
};

const en_api_file_features_list = /** @type {(inputs: Api_File_Features_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The FeatureCollection has no features list.`)
};

/**
* | output |
* | --- |
* | "The FeatureCollection has no features list." |
*
* @param {Api_File_Features_ListInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_file_features_list = /** @type {((inputs?: Api_File_Features_ListInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_File_Features_ListInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_file_features_list(inputs)
	if (locale === "en") return en_api_file_features_list(inputs)
	return id_x_standar_api_file_features_list(inputs)
});