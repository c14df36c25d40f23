/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Save_Failed_RetryInputs */

const id_x_standar_save_failed_retry = /** @type {(inputs: Save_Failed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving failed. Please try again.`)
};

const id_save_failed_retry = /** @type {(inputs: Save_Failed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagal menyimpan. Silakan coba lagi.`)
};

const en_save_failed_retry = /** @type {(inputs: Save_Failed_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving failed. Please try again.`)
};

/**
* | output |
* | --- |
* | "Saving failed. Please try again." |
*
* @param {Save_Failed_RetryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const save_failed_retry = /** @type {((inputs?: Save_Failed_RetryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Save_Failed_RetryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_save_failed_retry(inputs)
	if (locale === "en") return en_save_failed_retry(inputs)
	return id_x_standar_save_failed_retry(inputs)
});