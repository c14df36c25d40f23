/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Filter_All_ResourcesInputs */

const id_x_standar_activity_filter_all_resources = /** @type {(inputs: Activity_Filter_All_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All resources`)
};

const id_activity_filter_all_resources = /** @type {(inputs: Activity_Filter_All_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semua jenis data`)
};

const en_activity_filter_all_resources = /** @type {(inputs: Activity_Filter_All_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All resources`)
};

/**
* | output |
* | --- |
* | "All resources" |
*
* @param {Activity_Filter_All_ResourcesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_filter_all_resources = /** @type {((inputs?: Activity_Filter_All_ResourcesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Filter_All_ResourcesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_filter_all_resources(inputs)
	if (locale === "en") return en_activity_filter_all_resources(inputs)
	return id_x_standar_activity_filter_all_resources(inputs)
});