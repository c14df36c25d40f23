/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_TitleInputs */

const id_x_standar_history_title = /** @type {(inputs: History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riwayat`)
};

const id_history_title = /** @type {(inputs: History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riwayat`)
};

const en_history_title = /** @type {(inputs: History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History`)
};

/**
* | output |
* | --- |
* | "History" |
*
* @param {History_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_title = /** @type {((inputs?: History_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_title(inputs)
	if (locale === "en") return en_history_title(inputs)
	return id_x_standar_history_title(inputs)
});