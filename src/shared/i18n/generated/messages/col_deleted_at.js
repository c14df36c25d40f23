/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Col_Deleted_AtInputs */

const id_x_standar_col_deleted_at = /** @type {(inputs: Col_Deleted_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted at`)
};

const id_col_deleted_at = /** @type {(inputs: Col_Deleted_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dihapus pada`)
};

const en_col_deleted_at = /** @type {(inputs: Col_Deleted_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted at`)
};

/**
* | output |
* | --- |
* | "Deleted at" |
*
* @param {Col_Deleted_AtInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const col_deleted_at = /** @type {((inputs?: Col_Deleted_AtInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Col_Deleted_AtInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_col_deleted_at(inputs)
	if (locale === "en") return en_col_deleted_at(inputs)
	return id_x_standar_col_deleted_at(inputs)
});