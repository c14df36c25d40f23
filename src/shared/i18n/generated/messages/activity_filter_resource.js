/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Filter_ResourceInputs */

const id_x_standar_activity_filter_resource = /** @type {(inputs: Activity_Filter_ResourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resource`)
};

const id_activity_filter_resource = /** @type {(inputs: Activity_Filter_ResourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jenis data`)
};

const en_activity_filter_resource = /** @type {(inputs: Activity_Filter_ResourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resource`)
};

/**
* | output |
* | --- |
* | "Resource" |
*
* @param {Activity_Filter_ResourceInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_filter_resource = /** @type {((inputs?: Activity_Filter_ResourceInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Filter_ResourceInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_filter_resource(inputs)
	if (locale === "en") return en_activity_filter_resource(inputs)
	return id_x_standar_activity_filter_resource(inputs)
});