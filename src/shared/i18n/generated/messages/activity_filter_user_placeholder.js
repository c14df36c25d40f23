/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Filter_User_PlaceholderInputs */

const id_x_standar_activity_filter_user_placeholder = /** @type {(inputs: Activity_Filter_User_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username`)
};

const id_activity_filter_user_placeholder = /** @type {(inputs: Activity_Filter_User_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama pengguna`)
};

const en_activity_filter_user_placeholder = /** @type {(inputs: Activity_Filter_User_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username`)
};

/**
* | output |
* | --- |
* | "Username" |
*
* @param {Activity_Filter_User_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_filter_user_placeholder = /** @type {((inputs?: Activity_Filter_User_PlaceholderInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Filter_User_PlaceholderInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_filter_user_placeholder(inputs)
	if (locale === "en") return en_activity_filter_user_placeholder(inputs)
	return id_x_standar_activity_filter_user_placeholder(inputs)
});