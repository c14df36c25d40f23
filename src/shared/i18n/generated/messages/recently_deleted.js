/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recently_DeletedInputs */

const id_x_standar_recently_deleted = /** @type {(inputs: Recently_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recently deleted`)
};

const id_recently_deleted = /** @type {(inputs: Recently_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baru dihapus`)
};

const en_recently_deleted = /** @type {(inputs: Recently_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recently deleted`)
};

/**
* | output |
* | --- |
* | "Recently deleted" |
*
* @param {Recently_DeletedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const recently_deleted = /** @type {((inputs?: Recently_DeletedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Recently_DeletedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_recently_deleted(inputs)
	if (locale === "en") return en_recently_deleted(inputs)
	return id_x_standar_recently_deleted(inputs)
});