/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Permissions_GoneInputs */

const id_x_standar_api_permissions_gone = /** @type {(inputs: Api_Permissions_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One or more of the chosen permissions no longer exist.`)
};

const id_api_permissions_gone = /** @type {(inputs: Api_Permissions_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satu atau beberapa izin yang dipilih sudah tidak ada.`)
};

const en_api_permissions_gone = /** @type {(inputs: Api_Permissions_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One or more of the chosen permissions no longer exist.`)
};

/**
* | output |
* | --- |
* | "One or more of the chosen permissions no longer exist." |
*
* @param {Api_Permissions_GoneInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_permissions_gone = /** @type {((inputs?: Api_Permissions_GoneInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Permissions_GoneInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_permissions_gone(inputs)
	if (locale === "en") return en_api_permissions_gone(inputs)
	return id_x_standar_api_permissions_gone(inputs)
});