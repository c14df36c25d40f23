/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} DirectionsInputs */

const id_x_standar_directions = /** @type {(inputs: DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petunjuk Arah`)
};

const id_directions = /** @type {(inputs: DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petunjuk Arah`)
};

const en_directions = /** @type {(inputs: DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Directions`)
};

/**
* | output |
* | --- |
* | "Directions" |
*
* @param {DirectionsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const directions = /** @type {((inputs?: DirectionsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<DirectionsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_directions(inputs)
	if (locale === "en") return en_directions(inputs)
	return id_x_standar_directions(inputs)
});