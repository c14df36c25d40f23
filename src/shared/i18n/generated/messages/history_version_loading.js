/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Version_LoadingInputs */

const id_x_standar_history_version_loading = /** @type {(inputs: History_Version_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading version...`)
};

const id_history_version_loading = /** @type {(inputs: History_Version_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat versi...`)
};

const en_history_version_loading = /** @type {(inputs: History_Version_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading version...`)
};

/**
* | output |
* | --- |
* | "Loading version..." |
*
* @param {History_Version_LoadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_version_loading = /** @type {((inputs?: History_Version_LoadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Version_LoadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_version_loading(inputs)
	if (locale === "en") return en_history_version_loading(inputs)
	return id_x_standar_history_version_loading(inputs)
});