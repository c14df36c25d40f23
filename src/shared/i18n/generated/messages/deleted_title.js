/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ things: NonNullable<unknown> }} Deleted_TitleInputs */

const id_x_standar_deleted_title = /** @type {(inputs: Deleted_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recently deleted ${i?.things}`)
};

const id_deleted_title = /** @type {(inputs: Deleted_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Data ${i?.things} yang baru dihapus`)
};

const en_deleted_title = /** @type {(inputs: Deleted_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recently deleted ${i?.things}`)
};

/**
* | output |
* | --- |
* | "Recently deleted {things}" |
*
* @param {Deleted_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const deleted_title = /** @type {((inputs: Deleted_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleted_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_deleted_title(inputs)
	if (locale === "en") return en_deleted_title(inputs)
	return id_x_standar_deleted_title(inputs)
});