/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Locate_On_Map_NamedInputs */

const id_x_standar_locate_on_map_named = /** @type {(inputs: Locate_On_Map_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lihat di peta: ${i?.name}`)
};

const id_locate_on_map_named = /** @type {(inputs: Locate_On_Map_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lihat di peta: ${i?.name}`)
};

const en_locate_on_map_named = /** @type {(inputs: Locate_On_Map_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show on the map: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Show on the map: {name}" |
*
* @param {Locate_On_Map_NamedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const locate_on_map_named = /** @type {((inputs: Locate_On_Map_NamedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Locate_On_Map_NamedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_locate_on_map_named(inputs)
	if (locale === "en") return en_locate_on_map_named(inputs)
	return id_x_standar_locate_on_map_named(inputs)
});