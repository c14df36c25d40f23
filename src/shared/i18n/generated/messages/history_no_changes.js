/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_No_ChangesInputs */

const id_x_standar_history_no_changes = /** @type {(inputs: History_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved without changes`)
};

const id_history_no_changes = /** @type {(inputs: History_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disimpan tanpa perubahan`)
};

const en_history_no_changes = /** @type {(inputs: History_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved without changes`)
};

/**
* | output |
* | --- |
* | "Saved without changes" |
*
* @param {History_No_ChangesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_no_changes = /** @type {((inputs?: History_No_ChangesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_No_ChangesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_no_changes(inputs)
	if (locale === "en") return en_history_no_changes(inputs)
	return id_x_standar_history_no_changes(inputs)
});