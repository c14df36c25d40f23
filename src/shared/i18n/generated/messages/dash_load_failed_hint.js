/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Load_Failed_HintInputs */

const id_x_standar_dash_load_failed_hint = /** @type {(inputs: Dash_Load_Failed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silakan muat ulang halaman ini beberapa saat lagi.`)
};

const id_dash_load_failed_hint = /** @type {(inputs: Dash_Load_Failed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silakan muat ulang halaman ini beberapa saat lagi.`)
};

const en_dash_load_failed_hint = /** @type {(inputs: Dash_Load_Failed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please reload this page in a little while.`)
};

/**
* | output |
* | --- |
* | "Please reload this page in a little while." |
*
* @param {Dash_Load_Failed_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_load_failed_hint = /** @type {((inputs?: Dash_Load_Failed_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Load_Failed_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_load_failed_hint(inputs)
	if (locale === "en") return en_dash_load_failed_hint(inputs)
	return id_x_standar_dash_load_failed_hint(inputs)
});