/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_UnauthenticatedInputs */

const id_x_standar_api_unauthenticated = /** @type {(inputs: Api_UnauthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unauthenticated.`)
};

const id_api_unauthenticated = /** @type {(inputs: Api_UnauthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum masuk.`)
};

const en_api_unauthenticated = /** @type {(inputs: Api_UnauthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unauthenticated.`)
};

/**
* | output |
* | --- |
* | "Unauthenticated." |
*
* @param {Api_UnauthenticatedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_unauthenticated = /** @type {((inputs?: Api_UnauthenticatedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_UnauthenticatedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_unauthenticated(inputs)
	if (locale === "en") return en_api_unauthenticated(inputs)
	return id_x_standar_api_unauthenticated(inputs)
});