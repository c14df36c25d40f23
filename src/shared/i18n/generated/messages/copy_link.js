/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Copy_LinkInputs */

const id_x_standar_copy_link = /** @type {(inputs: Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salin tautan`)
};

const id_copy_link = /** @type {(inputs: Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salin tautan`)
};

const en_copy_link = /** @type {(inputs: Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Copy_LinkInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const copy_link = /** @type {((inputs?: Copy_LinkInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copy_LinkInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_copy_link(inputs)
	if (locale === "en") return en_copy_link(inputs)
	return id_x_standar_copy_link(inputs)
});