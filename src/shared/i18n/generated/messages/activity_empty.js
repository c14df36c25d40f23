/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_EmptyInputs */

const id_x_standar_activity_empty = /** @type {(inputs: Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Activity Found`)
};

const id_activity_empty = /** @type {(inputs: Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak Ada Aktivitas`)
};

const en_activity_empty = /** @type {(inputs: Activity_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Activity Found`)
};

/**
* | output |
* | --- |
* | "No Activity Found" |
*
* @param {Activity_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_empty = /** @type {((inputs?: Activity_EmptyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_EmptyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_empty(inputs)
	if (locale === "en") return en_activity_empty(inputs)
	return id_x_standar_activity_empty(inputs)
});