/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_LoadingInputs */

const id_x_standar_perm_loading = /** @type {(inputs: Perm_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading permission...`)
};

const id_perm_loading = /** @type {(inputs: Perm_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat izin...`)
};

const en_perm_loading = /** @type {(inputs: Perm_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading permission...`)
};

/**
* | output |
* | --- |
* | "Loading permission..." |
*
* @param {Perm_LoadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_loading = /** @type {((inputs?: Perm_LoadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_LoadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_loading(inputs)
	if (locale === "en") return en_perm_loading(inputs)
	return id_x_standar_perm_loading(inputs)
});