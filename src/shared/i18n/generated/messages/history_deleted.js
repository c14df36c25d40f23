/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_DeletedInputs */

const id_x_standar_history_deleted = /** @type {(inputs: History_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted`)
};

const id_history_deleted = /** @type {(inputs: History_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dihapus`)
};

const en_history_deleted = /** @type {(inputs: History_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted`)
};

/**
* | output |
* | --- |
* | "Deleted" |
*
* @param {History_DeletedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_deleted = /** @type {((inputs?: History_DeletedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_DeletedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_deleted(inputs)
	if (locale === "en") return en_history_deleted(inputs)
	return id_x_standar_history_deleted(inputs)
});