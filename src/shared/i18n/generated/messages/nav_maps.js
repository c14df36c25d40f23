/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_MapsInputs */

const id_x_standar_nav_maps = /** @type {(inputs: Nav_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maps`)
};

const id_nav_maps = /** @type {(inputs: Nav_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta`)
};

const en_nav_maps = /** @type {(inputs: Nav_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maps`)
};

/**
* | output |
* | --- |
* | "Maps" |
*
* @param {Nav_MapsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nav_maps = /** @type {((inputs?: Nav_MapsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MapsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_nav_maps(inputs)
	if (locale === "en") return en_nav_maps(inputs)
	return id_x_standar_nav_maps(inputs)
});