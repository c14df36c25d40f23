/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thing_ActivityInputs */

const id_x_standar_thing_activity = /** @type {(inputs: Thing_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`activity`)
};

const id_thing_activity = /** @type {(inputs: Thing_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aktivitas`)
};

const en_thing_activity = /** @type {(inputs: Thing_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`activity`)
};

/**
* | output |
* | --- |
* | "activity" |
*
* @param {Thing_ActivityInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const thing_activity = /** @type {((inputs?: Thing_ActivityInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thing_ActivityInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_thing_activity(inputs)
	if (locale === "en") return en_thing_activity(inputs)
	return id_x_standar_thing_activity(inputs)
});