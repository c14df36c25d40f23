/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Zip_Too_BigInputs */

const id_x_standar_api_zip_too_big = /** @type {(inputs: Api_Zip_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The zip unpacks to more than 64 MB.`)
};

const id_api_zip_too_big = /** @type {(inputs: Api_Zip_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isi zip lebih dari 64 MB setelah dibuka.`)
};

const en_api_zip_too_big = /** @type {(inputs: Api_Zip_Too_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The zip unpacks to more than 64 MB.`)
};

/**
* | output |
* | --- |
* | "The zip unpacks to more than 64 MB." |
*
* @param {Api_Zip_Too_BigInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_too_big = /** @type {((inputs?: Api_Zip_Too_BigInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zip_Too_BigInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zip_too_big(inputs)
	if (locale === "en") return en_api_zip_too_big(inputs)
	return id_x_standar_api_zip_too_big(inputs)
});