/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_LoadingInputs */

const id_x_standar_list_loading = /** @type {(inputs: List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading Data...`)
};

const id_list_loading = /** @type {(inputs: List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat data...`)
};

const en_list_loading = /** @type {(inputs: List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading data...`)
};

/**
* | output |
* | --- |
* | "Loading data..." |
*
* @param {List_LoadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const list_loading = /** @type {((inputs?: List_LoadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_LoadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_list_loading(inputs)
	if (locale === "en") return en_list_loading(inputs)
	return id_x_standar_list_loading(inputs)
});