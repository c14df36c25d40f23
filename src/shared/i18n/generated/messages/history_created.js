/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_CreatedInputs */

const id_x_standar_history_created = /** @type {(inputs: History_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

const id_history_created = /** @type {(inputs: History_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dibuat`)
};

const en_history_created = /** @type {(inputs: History_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

/**
* | output |
* | --- |
* | "Created" |
*
* @param {History_CreatedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_created = /** @type {((inputs?: History_CreatedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_CreatedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_created(inputs)
	if (locale === "en") return en_history_created(inputs)
	return id_x_standar_history_created(inputs)
});