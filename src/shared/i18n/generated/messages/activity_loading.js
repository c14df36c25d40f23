/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_LoadingInputs */

const id_x_standar_activity_loading = /** @type {(inputs: Activity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading activity...`)
};

const id_activity_loading = /** @type {(inputs: Activity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat aktivitas...`)
};

const en_activity_loading = /** @type {(inputs: Activity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading activity...`)
};

/**
* | output |
* | --- |
* | "Loading activity..." |
*
* @param {Activity_LoadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_loading = /** @type {((inputs?: Activity_LoadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_LoadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_loading(inputs)
	if (locale === "en") return en_activity_loading(inputs)
	return id_x_standar_activity_loading(inputs)
});