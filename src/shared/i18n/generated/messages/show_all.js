/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Show_AllInputs */

const id_x_standar_show_all = /** @type {(inputs: Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tampilkan semua`)
};

const id_show_all = /** @type {(inputs: Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tampilkan semua`)
};

const en_show_all = /** @type {(inputs: Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show all`)
};

/**
* | output |
* | --- |
* | "Show all" |
*
* @param {Show_AllInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const show_all = /** @type {((inputs?: Show_AllInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Show_AllInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_show_all(inputs)
	if (locale === "en") return en_show_all(inputs)
	return id_x_standar_show_all(inputs)
});