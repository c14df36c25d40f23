/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Restored_OlderInputs */

const id_x_standar_history_restored_older = /** @type {(inputs: History_Restored_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restored an older version`)
};

const id_history_restored_older = /** @type {(inputs: History_Restored_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memulihkan versi yang lebih lama`)
};

const en_history_restored_older = /** @type {(inputs: History_Restored_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restored an older version`)
};

/**
* | output |
* | --- |
* | "Restored an older version" |
*
* @param {History_Restored_OlderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_restored_older = /** @type {((inputs?: History_Restored_OlderInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Restored_OlderInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_restored_older(inputs)
	if (locale === "en") return en_history_restored_older(inputs)
	return id_x_standar_history_restored_older(inputs)
});