/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Version_WholeInputs */

const id_x_standar_api_version_whole = /** @type {(inputs: Api_Version_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The version must be a whole number.`)
};

const id_api_version_whole = /** @type {(inputs: Api_Version_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versi harus bilangan bulat.`)
};

const en_api_version_whole = /** @type {(inputs: Api_Version_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The version must be a whole number.`)
};

/**
* | output |
* | --- |
* | "The version must be a whole number." |
*
* @param {Api_Version_WholeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_version_whole = /** @type {((inputs?: Api_Version_WholeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Version_WholeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_version_whole(inputs)
	if (locale === "en") return en_api_version_whole(inputs)
	return id_x_standar_api_version_whole(inputs)
});