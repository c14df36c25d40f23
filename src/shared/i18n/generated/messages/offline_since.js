/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Offline_SinceInputs */

const id_x_standar_offline_since = /** @type {(inputs: Offline_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offline: data from ${i?.date}`)
};

const id_offline_since = /** @type {(inputs: Offline_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Luring: data dari ${i?.date}`)
};

const en_offline_since = /** @type {(inputs: Offline_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offline: data from ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Offline: data from {date}" |
*
* @param {Offline_SinceInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const offline_since = /** @type {((inputs: Offline_SinceInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_SinceInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_offline_since(inputs)
	if (locale === "en") return en_offline_since(inputs)
	return id_x_standar_offline_since(inputs)
});