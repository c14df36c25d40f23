/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Multipart_BoundaryInputs */

const id_x_standar_api_multipart_boundary = /** @type {(inputs: Api_Multipart_BoundaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multipart: Boundary not found`)
};

const id_api_multipart_boundary = /** @type {(inputs: Api_Multipart_BoundaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multipart: boundary tidak ditemukan.`)
};

const en_api_multipart_boundary = /** @type {(inputs: Api_Multipart_BoundaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multipart: boundary not found.`)
};

/**
* | output |
* | --- |
* | "Multipart: boundary not found." |
*
* @param {Api_Multipart_BoundaryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipart_boundary = /** @type {((inputs?: Api_Multipart_BoundaryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Multipart_BoundaryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_multipart_boundary(inputs)
	if (locale === "en") return en_api_multipart_boundary(inputs)
	return id_x_standar_api_multipart_boundary(inputs)
});