/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Import_NothingInputs */

const id_x_standar_api_import_nothing = /** @type {(inputs: Api_Import_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of the features can be imported; see the preview for the reasons.`)
};

const id_api_import_nothing = /** @type {(inputs: Api_Import_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada fitur yang dapat diimpor; lihat pratinjau untuk alasannya.`)
};

const en_api_import_nothing = /** @type {(inputs: Api_Import_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of the features can be imported; see the preview for the reasons.`)
};

/**
* | output |
* | --- |
* | "None of the features can be imported; see the preview for the reasons." |
*
* @param {Api_Import_NothingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_nothing = /** @type {((inputs?: Api_Import_NothingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_NothingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_nothing(inputs)
	if (locale === "en") return en_api_import_nothing(inputs)
	return id_x_standar_api_import_nothing(inputs)
});