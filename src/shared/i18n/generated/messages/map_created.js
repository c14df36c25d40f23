/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_CreatedInputs */

const id_x_standar_map_created = /** @type {(inputs: Map_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map created successfully!`)
};

const id_map_created = /** @type {(inputs: Map_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta berhasil ditambahkan!`)
};

const en_map_created = /** @type {(inputs: Map_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map created successfully!`)
};

/**
* | output |
* | --- |
* | "Map created successfully!" |
*
* @param {Map_CreatedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_created = /** @type {((inputs?: Map_CreatedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_CreatedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_created(inputs)
	if (locale === "en") return en_map_created(inputs)
	return id_x_standar_map_created(inputs)
});