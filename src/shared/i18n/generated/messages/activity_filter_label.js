/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Filter_LabelInputs */

const id_x_standar_activity_filter_label = /** @type {(inputs: Activity_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter the activity`)
};

const id_activity_filter_label = /** @type {(inputs: Activity_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saring aktivitas`)
};

const en_activity_filter_label = /** @type {(inputs: Activity_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter the activity`)
};

/**
* | output |
* | --- |
* | "Filter the activity" |
*
* @param {Activity_Filter_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_filter_label = /** @type {((inputs?: Activity_Filter_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Filter_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_filter_label(inputs)
	if (locale === "en") return en_activity_filter_label(inputs)
	return id_x_standar_activity_filter_label(inputs)
});