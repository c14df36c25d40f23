/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Load_FailedInputs */

const id_x_standar_history_load_failed = /** @type {(inputs: History_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The history could not be loaded.`)
};

const id_history_load_failed = /** @type {(inputs: History_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riwayat tidak dapat dimuat.`)
};

const en_history_load_failed = /** @type {(inputs: History_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The history could not be loaded.`)
};

/**
* | output |
* | --- |
* | "The history could not be loaded." |
*
* @param {History_Load_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_load_failed = /** @type {((inputs?: History_Load_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Load_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_load_failed(inputs)
	if (locale === "en") return en_history_load_failed(inputs)
	return id_x_standar_history_load_failed(inputs)
});