/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} DeletingInputs */

const id_x_standar_deleting = /** @type {(inputs: DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting...`)
};

const id_deleting = /** @type {(inputs: DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menghapus...`)
};

const en_deleting = /** @type {(inputs: DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting...`)
};

/**
* | output |
* | --- |
* | "Deleting..." |
*
* @param {DeletingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const deleting = /** @type {((inputs?: DeletingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<DeletingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_deleting(inputs)
	if (locale === "en") return en_deleting(inputs)
	return id_x_standar_deleting(inputs)
});