/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thing_MapInputs */

const id_x_standar_thing_map = /** @type {(inputs: Thing_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`map`)
};

const id_thing_map = /** @type {(inputs: Thing_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`peta`)
};

const en_thing_map = /** @type {(inputs: Thing_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`map`)
};

/**
* | output |
* | --- |
* | "map" |
*
* @param {Thing_MapInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const thing_map = /** @type {((inputs?: Thing_MapInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thing_MapInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_thing_map(inputs)
	if (locale === "en") return en_thing_map(inputs)
	return id_x_standar_thing_map(inputs)
});