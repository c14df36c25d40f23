/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_LoadingInputs */

const id_x_standar_history_loading = /** @type {(inputs: History_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading history...`)
};

const id_history_loading = /** @type {(inputs: History_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat riwayat...`)
};

const en_history_loading = /** @type {(inputs: History_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading history...`)
};

/**
* | output |
* | --- |
* | "Loading history..." |
*
* @param {History_LoadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_loading = /** @type {((inputs?: History_LoadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_LoadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_loading(inputs)
	if (locale === "en") return en_history_loading(inputs)
	return id_x_standar_history_loading(inputs)
});