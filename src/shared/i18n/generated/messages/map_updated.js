/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_UpdatedInputs */

const id_x_standar_map_updated = /** @type {(inputs: Map_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map updated successfully!`)
};

const id_map_updated = /** @type {(inputs: Map_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta berhasil diperbarui!`)
};

const en_map_updated = /** @type {(inputs: Map_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map updated successfully!`)
};

/**
* | output |
* | --- |
* | "Map updated successfully!" |
*
* @param {Map_UpdatedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_updated = /** @type {((inputs?: Map_UpdatedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_UpdatedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_updated(inputs)
	if (locale === "en") return en_map_updated(inputs)
	return id_x_standar_map_updated(inputs)
});