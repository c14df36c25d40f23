/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Export_Format_LabelInputs */

const id_x_standar_export_format_label = /** @type {(inputs: Export_Format_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export format`)
};

const id_export_format_label = /** @type {(inputs: Export_Format_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format ekspor`)
};

const en_export_format_label = /** @type {(inputs: Export_Format_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export format`)
};

/**
* | output |
* | --- |
* | "Export format" |
*
* @param {Export_Format_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const export_format_label = /** @type {((inputs?: Export_Format_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Export_Format_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_export_format_label(inputs)
	if (locale === "en") return en_export_format_label(inputs)
	return id_x_standar_export_format_label(inputs)
});