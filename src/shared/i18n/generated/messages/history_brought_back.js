/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Brought_BackInputs */

const id_x_standar_history_brought_back = /** @type {(inputs: History_Brought_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brought back from Recently deleted`)
};

const id_history_brought_back = /** @type {(inputs: History_Brought_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dikembalikan dari Baru dihapus`)
};

const en_history_brought_back = /** @type {(inputs: History_Brought_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brought back from Recently deleted`)
};

/**
* | output |
* | --- |
* | "Brought back from Recently deleted" |
*
* @param {History_Brought_BackInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_brought_back = /** @type {((inputs?: History_Brought_BackInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Brought_BackInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_brought_back(inputs)
	if (locale === "en") return en_history_brought_back(inputs)
	return id_x_standar_history_brought_back(inputs)
});