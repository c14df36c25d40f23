/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Col_WhoInputs */

const id_x_standar_activity_col_who = /** @type {(inputs: Activity_Col_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who`)
};

const id_activity_col_who = /** @type {(inputs: Activity_Col_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pengguna`)
};

const en_activity_col_who = /** @type {(inputs: Activity_Col_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who`)
};

/**
* | output |
* | --- |
* | "Who" |
*
* @param {Activity_Col_WhoInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_col_who = /** @type {((inputs?: Activity_Col_WhoInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Col_WhoInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_col_who(inputs)
	if (locale === "en") return en_activity_col_who(inputs)
	return id_x_standar_activity_col_who(inputs)
});