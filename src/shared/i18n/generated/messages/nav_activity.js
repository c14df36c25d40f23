/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ActivityInputs */

const id_x_standar_nav_activity = /** @type {(inputs: Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity`)
};

const id_nav_activity = /** @type {(inputs: Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivitas`)
};

const en_nav_activity = /** @type {(inputs: Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity`)
};

/**
* | output |
* | --- |
* | "Activity" |
*
* @param {Nav_ActivityInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nav_activity = /** @type {((inputs?: Nav_ActivityInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ActivityInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_nav_activity(inputs)
	if (locale === "en") return en_nav_activity(inputs)
	return id_x_standar_nav_activity(inputs)
});