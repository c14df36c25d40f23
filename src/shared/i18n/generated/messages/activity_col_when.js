/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Col_WhenInputs */

const id_x_standar_activity_col_when = /** @type {(inputs: Activity_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const id_activity_col_when = /** @type {(inputs: Activity_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waktu`)
};

const en_activity_col_when = /** @type {(inputs: Activity_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Activity_Col_WhenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_col_when = /** @type {((inputs?: Activity_Col_WhenInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Col_WhenInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_col_when(inputs)
	if (locale === "en") return en_activity_col_when(inputs)
	return id_x_standar_activity_col_when(inputs)
});