/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Filter_All_ActionsInputs */

const id_x_standar_activity_filter_all_actions = /** @type {(inputs: Activity_Filter_All_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All actions`)
};

const id_activity_filter_all_actions = /** @type {(inputs: Activity_Filter_All_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semua aksi`)
};

const en_activity_filter_all_actions = /** @type {(inputs: Activity_Filter_All_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All actions`)
};

/**
* | output |
* | --- |
* | "All actions" |
*
* @param {Activity_Filter_All_ActionsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_filter_all_actions = /** @type {((inputs?: Activity_Filter_All_ActionsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Filter_All_ActionsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_filter_all_actions(inputs)
	if (locale === "en") return en_activity_filter_all_actions(inputs)
	return id_x_standar_activity_filter_all_actions(inputs)
});