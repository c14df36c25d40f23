/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Username_RequiredInputs */

const id_x_standar_api_username_required = /** @type {(inputs: Api_Username_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The username is required.`)
};

const id_api_username_required = /** @type {(inputs: Api_Username_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama pengguna wajib diisi.`)
};

const en_api_username_required = /** @type {(inputs: Api_Username_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The username is required.`)
};

/**
* | output |
* | --- |
* | "The username is required." |
*
* @param {Api_Username_RequiredInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_username_required = /** @type {((inputs?: Api_Username_RequiredInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Username_RequiredInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_username_required(inputs)
	if (locale === "en") return en_api_username_required(inputs)
	return id_x_standar_api_username_required(inputs)
});