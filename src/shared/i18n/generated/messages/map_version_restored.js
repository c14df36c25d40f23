/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Version_RestoredInputs */

const id_x_standar_map_version_restored = /** @type {(inputs: Map_Version_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The version was restored as a new version.`)
};

const id_map_version_restored = /** @type {(inputs: Map_Version_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versi tersebut dipulihkan sebagai versi baru.`)
};

const en_map_version_restored = /** @type {(inputs: Map_Version_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The version was restored as a new version.`)
};

/**
* | output |
* | --- |
* | "The version was restored as a new version." |
*
* @param {Map_Version_RestoredInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_version_restored = /** @type {((inputs?: Map_Version_RestoredInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Version_RestoredInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_version_restored(inputs)
	if (locale === "en") return en_map_version_restored(inputs)
	return id_x_standar_map_version_restored(inputs)
});