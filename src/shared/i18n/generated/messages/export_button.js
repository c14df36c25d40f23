/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_ButtonInputs */

const id_x_standar_export_button = /** @type {(inputs: Export_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export`)
};

const id_export_button = /** @type {(inputs: Export_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ekspor`)
};

const en_export_button = /** @type {(inputs: Export_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export`)
};

/**
* | output |
* | --- |
* | "Export" |
*
* @param {Export_ButtonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const export_button = /** @type {((inputs?: Export_ButtonInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_ButtonInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_export_button(inputs)
	if (locale === "en") return en_export_button(inputs)
	return id_x_standar_export_button(inputs)
});