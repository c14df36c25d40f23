/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Things_CategoryInputs */

const id_x_standar_things_category = /** @type {(inputs: Things_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`categories`)
};

const id_things_category = /** @type {(inputs: Things_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kategori`)
};

const en_things_category = /** @type {(inputs: Things_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`categories`)
};

/**
* | output |
* | --- |
* | "categories" |
*
* @param {Things_CategoryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const things_category = /** @type {((inputs?: Things_CategoryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Things_CategoryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_things_category(inputs)
	if (locale === "en") return en_things_category(inputs)
	return id_x_standar_things_category(inputs)
});