/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_LoadingInputs */

const id_x_standar_cat_loading = /** @type {(inputs: Cat_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading category...`)
};

const id_cat_loading = /** @type {(inputs: Cat_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat kategori...`)
};

const en_cat_loading = /** @type {(inputs: Cat_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading category...`)
};

/**
* | output |
* | --- |
* | "Loading category..." |
*
* @param {Cat_LoadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_loading = /** @type {((inputs?: Cat_LoadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_LoadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_loading(inputs)
	if (locale === "en") return en_cat_loading(inputs)
	return id_x_standar_cat_loading(inputs)
});