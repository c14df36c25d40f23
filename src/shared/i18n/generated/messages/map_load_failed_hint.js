/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Load_Failed_HintInputs */

const id_x_standar_map_load_failed_hint = /** @type {(inputs: Map_Load_Failed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periksa koneksi, lalu coba lagi.`)
};

const id_map_load_failed_hint = /** @type {(inputs: Map_Load_Failed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periksa koneksi, lalu coba lagi.`)
};

const en_map_load_failed_hint = /** @type {(inputs: Map_Load_Failed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the connection, then try again.`)
};

/**
* | output |
* | --- |
* | "Check the connection, then try again." |
*
* @param {Map_Load_Failed_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_load_failed_hint = /** @type {((inputs?: Map_Load_Failed_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Load_Failed_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_load_failed_hint(inputs)
	if (locale === "en") return en_map_load_failed_hint(inputs)
	return id_x_standar_map_load_failed_hint(inputs)
});