/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_FailedInputs */

const id_x_standar_list_failed = /** @type {(inputs: List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to Load Data`)
};

const id_list_failed = /** @type {(inputs: List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagal memuat data`)
};

const en_list_failed = /** @type {(inputs: List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The data could not be loaded`)
};

/**
* | output |
* | --- |
* | "The data could not be loaded" |
*
* @param {List_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const list_failed = /** @type {((inputs?: List_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_list_failed(inputs)
	if (locale === "en") return en_list_failed(inputs)
	return id_x_standar_list_failed(inputs)
});