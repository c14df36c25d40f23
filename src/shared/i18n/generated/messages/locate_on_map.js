/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Locate_On_MapInputs */

const id_x_standar_locate_on_map = /** @type {(inputs: Locate_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lihat di peta`)
};

const id_locate_on_map = /** @type {(inputs: Locate_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lihat di peta`)
};

const en_locate_on_map = /** @type {(inputs: Locate_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show on the map`)
};

/**
* | output |
* | --- |
* | "Show on the map" |
*
* @param {Locate_On_MapInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const locate_on_map = /** @type {((inputs?: Locate_On_MapInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Locate_On_MapInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_locate_on_map(inputs)
	if (locale === "en") return en_locate_on_map(inputs)
	return id_x_standar_locate_on_map(inputs)
});