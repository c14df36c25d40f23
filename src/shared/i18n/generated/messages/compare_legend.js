/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compare_LegendInputs */

const id_x_standar_compare_legend = /** @type {(inputs: Compare_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grey: as it is now. Amber: the chosen version.`)
};

const id_compare_legend = /** @type {(inputs: Compare_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abu-abu: seperti sekarang. Jingga: versi yang dipilih.`)
};

const en_compare_legend = /** @type {(inputs: Compare_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grey: as it is now. Amber: the chosen version.`)
};

/**
* | output |
* | --- |
* | "Grey: as it is now. Amber: the chosen version." |
*
* @param {Compare_LegendInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const compare_legend = /** @type {((inputs?: Compare_LegendInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compare_LegendInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_compare_legend(inputs)
	if (locale === "en") return en_compare_legend(inputs)
	return id_x_standar_compare_legend(inputs)
});