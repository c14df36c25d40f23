/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ Thing: NonNullable<unknown> }} List_Of_ThingInputs */

const id_x_standar_list_of_thing = /** @type {(inputs: List_Of_ThingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.Thing} list`)
};

const id_list_of_thing = /** @type {(inputs: List_Of_ThingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Daftar ${i?.Thing}`)
};

const en_list_of_thing = /** @type {(inputs: List_Of_ThingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.Thing} list`)
};

/**
* | output |
* | --- |
* | "{Thing} list" |
*
* @param {List_Of_ThingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const list_of_thing = /** @type {((inputs: List_Of_ThingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Of_ThingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_list_of_thing(inputs)
	if (locale === "en") return en_list_of_thing(inputs)
	return id_x_standar_list_of_thing(inputs)
});