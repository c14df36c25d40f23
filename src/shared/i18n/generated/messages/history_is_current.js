/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Is_CurrentInputs */

const id_x_standar_history_is_current = /** @type {(inputs: History_Is_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is the current version.`)
};

const id_history_is_current = /** @type {(inputs: History_Is_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ini adalah versi yang sekarang.`)
};

const en_history_is_current = /** @type {(inputs: History_Is_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is the current version.`)
};

/**
* | output |
* | --- |
* | "This is the current version." |
*
* @param {History_Is_CurrentInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_is_current = /** @type {((inputs?: History_Is_CurrentInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Is_CurrentInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_is_current(inputs)
	if (locale === "en") return en_history_is_current(inputs)
	return id_x_standar_history_is_current(inputs)
});