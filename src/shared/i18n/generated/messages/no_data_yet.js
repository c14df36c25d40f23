/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Data_YetInputs */

const id_x_standar_no_data_yet = /** @type {(inputs: No_Data_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum ada data.`)
};

const id_no_data_yet = /** @type {(inputs: No_Data_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum ada data.`)
};

const en_no_data_yet = /** @type {(inputs: No_Data_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No data yet.`)
};

/**
* | output |
* | --- |
* | "No data yet." |
*
* @param {No_Data_YetInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const no_data_yet = /** @type {((inputs?: No_Data_YetInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_Data_YetInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_no_data_yet(inputs)
	if (locale === "en") return en_no_data_yet(inputs)
	return id_x_standar_no_data_yet(inputs)
});