/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ thing: NonNullable<unknown> }} Load_Failed_ThingInputs */

const id_x_standar_load_failed_thing = /** @type {(inputs: Load_Failed_ThingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gagal memuat data ${i?.thing}.`)
};

const id_load_failed_thing = /** @type {(inputs: Load_Failed_ThingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gagal memuat data ${i?.thing}.`)
};

const en_load_failed_thing = /** @type {(inputs: Load_Failed_ThingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to load the ${i?.thing} data.`)
};

/**
* | output |
* | --- |
* | "Failed to load the {thing} data." |
*
* @param {Load_Failed_ThingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const load_failed_thing = /** @type {((inputs: Load_Failed_ThingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Load_Failed_ThingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_load_failed_thing(inputs)
	if (locale === "en") return en_load_failed_thing(inputs)
	return id_x_standar_load_failed_thing(inputs)
});