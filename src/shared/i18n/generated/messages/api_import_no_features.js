/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Import_No_FeaturesInputs */

const id_x_standar_api_import_no_features = /** @type {(inputs: Api_Import_No_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file holds no features.`)
};

const id_api_import_no_features = /** @type {(inputs: Api_Import_No_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berkas tidak berisi fitur apa pun.`)
};

const en_api_import_no_features = /** @type {(inputs: Api_Import_No_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file holds no features.`)
};

/**
* | output |
* | --- |
* | "The file holds no features." |
*
* @param {Api_Import_No_FeaturesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_no_features = /** @type {((inputs?: Api_Import_No_FeaturesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_No_FeaturesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_no_features(inputs)
	if (locale === "en") return en_api_import_no_features(inputs)
	return id_x_standar_api_import_no_features(inputs)
});