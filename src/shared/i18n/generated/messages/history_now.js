/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_NowInputs */

const id_x_standar_history_now = /** @type {(inputs: History_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Now`)
};

const id_history_now = /** @type {(inputs: History_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sekarang`)
};

const en_history_now = /** @type {(inputs: History_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Now`)
};

/**
* | output |
* | --- |
* | "Now" |
*
* @param {History_NowInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_now = /** @type {((inputs?: History_NowInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_NowInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_now(inputs)
	if (locale === "en") return en_history_now(inputs)
	return id_x_standar_history_now(inputs)
});