/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Group_MapsInputs */

const id_x_standar_perm_group_maps = /** @type {(inputs: Perm_Group_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`maps`)
};

const id_perm_group_maps = /** @type {(inputs: Perm_Group_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta`)
};

const en_perm_group_maps = /** @type {(inputs: Perm_Group_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maps`)
};

/**
* | output |
* | --- |
* | "Maps" |
*
* @param {Perm_Group_MapsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_group_maps = /** @type {((inputs?: Perm_Group_MapsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Group_MapsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_group_maps(inputs)
	if (locale === "en") return en_perm_group_maps(inputs)
	return id_x_standar_perm_group_maps(inputs)
});