/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Col_ActionInputs */

const id_x_standar_activity_col_action = /** @type {(inputs: Activity_Col_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action`)
};

const id_activity_col_action = /** @type {(inputs: Activity_Col_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aksi`)
};

const en_activity_col_action = /** @type {(inputs: Activity_Col_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action`)
};

/**
* | output |
* | --- |
* | "Action" |
*
* @param {Activity_Col_ActionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_col_action = /** @type {((inputs?: Activity_Col_ActionInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Col_ActionInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_col_action(inputs)
	if (locale === "en") return en_activity_col_action(inputs)
	return id_x_standar_activity_col_action(inputs)
});