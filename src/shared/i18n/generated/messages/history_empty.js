/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_EmptyInputs */

const id_x_standar_history_empty = /** @type {(inputs: History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No changes recorded yet.`)
};

const id_history_empty = /** @type {(inputs: History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum ada perubahan yang tercatat.`)
};

const en_history_empty = /** @type {(inputs: History_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No changes recorded yet.`)
};

/**
* | output |
* | --- |
* | "No changes recorded yet." |
*
* @param {History_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_empty = /** @type {((inputs?: History_EmptyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_EmptyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_empty(inputs)
	if (locale === "en") return en_history_empty(inputs)
	return id_x_standar_history_empty(inputs)
});