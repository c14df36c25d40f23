/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Choose_VersionInputs */

const id_x_standar_api_choose_version = /** @type {(inputs: Api_Choose_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a version from the history.`)
};

const id_api_choose_version = /** @type {(inputs: Api_Choose_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih versi dari riwayat.`)
};

const en_api_choose_version = /** @type {(inputs: Api_Choose_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a version from the history.`)
};

/**
* | output |
* | --- |
* | "Choose a version from the history." |
*
* @param {Api_Choose_VersionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_choose_version = /** @type {((inputs?: Api_Choose_VersionInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Choose_VersionInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_choose_version(inputs)
	if (locale === "en") return en_api_choose_version(inputs)
	return id_x_standar_api_choose_version(inputs)
});