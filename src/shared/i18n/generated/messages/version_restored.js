/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Version_RestoredInputs */

const id_x_standar_version_restored = /** @type {(inputs: Version_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The version was restored as a new version.`)
};

const id_version_restored = /** @type {(inputs: Version_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versi tersebut dipulihkan sebagai versi baru.`)
};

const en_version_restored = /** @type {(inputs: Version_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The version was restored as a new version.`)
};

/**
* | output |
* | --- |
* | "The version was restored as a new version." |
*
* @param {Version_RestoredInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const version_restored = /** @type {((inputs?: Version_RestoredInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Version_RestoredInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_version_restored(inputs)
	if (locale === "en") return en_version_restored(inputs)
	return id_x_standar_version_restored(inputs)
});