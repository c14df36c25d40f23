/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Things_MapInputs */

const id_x_standar_things_map = /** @type {(inputs: Things_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`maps`)
};

const id_things_map = /** @type {(inputs: Things_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peta`)
};

const en_things_map = /** @type {(inputs: Things_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`maps`)
};

/**
* | output |
* | --- |
* | "maps" |
*
* @param {Things_MapInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const things_map = /** @type {((inputs?: Things_MapInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Things_MapInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_things_map(inputs)
	if (locale === "en") return en_things_map(inputs)
	return id_x_standar_things_map(inputs)
});