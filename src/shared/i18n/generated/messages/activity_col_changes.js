/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Col_ChangesInputs */

const id_x_standar_activity_col_changes = /** @type {(inputs: Activity_Col_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What changed`)
};

const id_activity_col_changes = /** @type {(inputs: Activity_Col_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perubahan`)
};

const en_activity_col_changes = /** @type {(inputs: Activity_Col_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What changed`)
};

/**
* | output |
* | --- |
* | "What changed" |
*
* @param {Activity_Col_ChangesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_col_changes = /** @type {((inputs?: Activity_Col_ChangesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Col_ChangesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_col_changes(inputs)
	if (locale === "en") return en_activity_col_changes(inputs)
	return id_x_standar_activity_col_changes(inputs)
});