/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Multipart_PartsInputs */

const id_x_standar_api_multipart_parts = /** @type {(inputs: Api_Multipart_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reach parts limit`)
};

const id_api_multipart_parts = /** @type {(inputs: Api_Multipart_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permintaan berisi terlalu banyak bagian.`)
};

const en_api_multipart_parts = /** @type {(inputs: Api_Multipart_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request holds too many parts.`)
};

/**
* | output |
* | --- |
* | "The request holds too many parts." |
*
* @param {Api_Multipart_PartsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipart_parts = /** @type {((inputs?: Api_Multipart_PartsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Multipart_PartsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_multipart_parts(inputs)
	if (locale === "en") return en_api_multipart_parts(inputs)
	return id_x_standar_api_multipart_parts(inputs)
});