/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_ForbiddenInputs */

const id_x_standar_api_forbidden = /** @type {(inputs: Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You do not have permission to perform this action.`)
};

const id_api_forbidden = /** @type {(inputs: Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda tidak memiliki izin untuk melakukan tindakan ini.`)
};

const en_api_forbidden = /** @type {(inputs: Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You do not have permission to perform this action.`)
};

/**
* | output |
* | --- |
* | "You do not have permission to perform this action." |
*
* @param {Api_ForbiddenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_forbidden = /** @type {((inputs?: Api_ForbiddenInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_ForbiddenInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_forbidden(inputs)
	if (locale === "en") return en_api_forbidden(inputs)
	return id_x_standar_api_forbidden(inputs)
});