/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thing_CategoryInputs */

const id_x_standar_thing_category = /** @type {(inputs: Thing_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`category`)
};

const id_thing_category = /** @type {(inputs: Thing_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kategori`)
};

const en_thing_category = /** @type {(inputs: Thing_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`category`)
};

/**
* | output |
* | --- |
* | "category" |
*
* @param {Thing_CategoryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const thing_category = /** @type {((inputs?: Thing_CategoryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thing_CategoryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_thing_category(inputs)
	if (locale === "en") return en_thing_category(inputs)
	return id_x_standar_thing_category(inputs)
});