/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} History_OverwroteInputs */

const id_x_standar_history_overwrote = /** @type {(inputs: History_OverwroteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} (without a version: overwrote)`)
};

const id_history_overwrote = /** @type {(inputs: History_OverwroteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} (tanpa versi: menimpa)`)
};

const en_history_overwrote = /** @type {(inputs: History_OverwroteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} (without a version: overwrote)`)
};

/**
* | output |
* | --- |
* | "{what} (without a version: overwrote)" |
*
* @param {History_OverwroteInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_overwrote = /** @type {((inputs: History_OverwroteInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_OverwroteInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_overwrote(inputs)
	if (locale === "en") return en_history_overwrote(inputs)
	return id_x_standar_history_overwrote(inputs)
});