/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Filter_FromInputs */

const id_x_standar_activity_filter_from = /** @type {(inputs: Activity_Filter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const id_activity_filter_from = /** @type {(inputs: Activity_Filter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dari`)
};

const en_activity_filter_from = /** @type {(inputs: Activity_Filter_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Activity_Filter_FromInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_filter_from = /** @type {((inputs?: Activity_Filter_FromInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Filter_FromInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_filter_from(inputs)
	if (locale === "en") return en_activity_filter_from(inputs)
	return id_x_standar_activity_filter_from(inputs)
});