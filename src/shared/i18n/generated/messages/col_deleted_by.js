/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Col_Deleted_ByInputs */

const id_x_standar_col_deleted_by = /** @type {(inputs: Col_Deleted_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted by`)
};

const id_col_deleted_by = /** @type {(inputs: Col_Deleted_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dihapus oleh`)
};

const en_col_deleted_by = /** @type {(inputs: Col_Deleted_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted by`)
};

/**
* | output |
* | --- |
* | "Deleted by" |
*
* @param {Col_Deleted_ByInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const col_deleted_by = /** @type {((inputs?: Col_Deleted_ByInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Col_Deleted_ByInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_col_deleted_by(inputs)
	if (locale === "en") return en_col_deleted_by(inputs)
	return id_x_standar_col_deleted_by(inputs)
});