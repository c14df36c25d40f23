/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Filter_UserInputs */

const id_x_standar_activity_filter_user = /** @type {(inputs: Activity_Filter_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User`)
};

const id_activity_filter_user = /** @type {(inputs: Activity_Filter_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pengguna`)
};

const en_activity_filter_user = /** @type {(inputs: Activity_Filter_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User`)
};

/**
* | output |
* | --- |
* | "User" |
*
* @param {Activity_Filter_UserInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_filter_user = /** @type {((inputs?: Activity_Filter_UserInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Filter_UserInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_filter_user(inputs)
	if (locale === "en") return en_activity_filter_user(inputs)
	return id_x_standar_activity_filter_user(inputs)
});