/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Filter_ToInputs */

const id_x_standar_activity_filter_to = /** @type {(inputs: Activity_Filter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const id_activity_filter_to = /** @type {(inputs: Activity_Filter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sampai`)
};

const en_activity_filter_to = /** @type {(inputs: Activity_Filter_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Activity_Filter_ToInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_filter_to = /** @type {((inputs?: Activity_Filter_ToInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Filter_ToInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_filter_to(inputs)
	if (locale === "en") return en_activity_filter_to(inputs)
	return id_x_standar_activity_filter_to(inputs)
});