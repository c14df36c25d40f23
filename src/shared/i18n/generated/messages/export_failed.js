/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_FailedInputs */

const id_x_standar_export_failed = /** @type {(inputs: Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The export failed. Try again.`)
};

const id_export_failed = /** @type {(inputs: Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ekspor gagal. Coba lagi.`)
};

const en_export_failed = /** @type {(inputs: Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The export failed. Try again.`)
};

/**
* | output |
* | --- |
* | "The export failed. Try again." |
*
* @param {Export_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const export_failed = /** @type {((inputs?: Export_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_export_failed(inputs)
	if (locale === "en") return en_export_failed(inputs)
	return id_x_standar_export_failed(inputs)
});