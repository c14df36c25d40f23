/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Name_RequiredInputs */

const id_x_standar_api_name_required = /** @type {(inputs: Api_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The name is required.`)
};

const id_api_name_required = /** @type {(inputs: Api_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama wajib diisi.`)
};

const en_api_name_required = /** @type {(inputs: Api_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The name is required.`)
};

/**
* | output |
* | --- |
* | "The name is required." |
*
* @param {Api_Name_RequiredInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_name_required = /** @type {((inputs?: Api_Name_RequiredInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Name_RequiredInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_name_required(inputs)
	if (locale === "en") return en_api_name_required(inputs)
	return id_x_standar_api_name_required(inputs)
});