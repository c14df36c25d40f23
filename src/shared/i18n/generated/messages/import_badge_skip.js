/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Badge_SkipInputs */

const id_x_standar_import_badge_skip = /** @type {(inputs: Import_Badge_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip`)
};

const id_import_badge_skip = /** @type {(inputs: Import_Badge_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lewati`)
};

const en_import_badge_skip = /** @type {(inputs: Import_Badge_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip`)
};

/**
* | output |
* | --- |
* | "Skip" |
*
* @param {Import_Badge_SkipInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_badge_skip = /** @type {((inputs?: Import_Badge_SkipInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Badge_SkipInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_badge_skip(inputs)
	if (locale === "en") return en_import_badge_skip(inputs)
	return id_x_standar_import_badge_skip(inputs)
});