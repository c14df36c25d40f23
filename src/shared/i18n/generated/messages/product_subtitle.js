/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Product_SubtitleInputs */

const id_x_standar_product_subtitle = /** @type {(inputs: Product_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sistem Informasi Geografis ${i?.product}`)
};

const id_product_subtitle = /** @type {(inputs: Product_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sistem Informasi Geografis ${i?.product}`)
};

const en_product_subtitle = /** @type {(inputs: Product_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.product} Geographic Information System`)
};

/**
* | output |
* | --- |
* | "{product} Geographic Information System" |
*
* @param {Product_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const product_subtitle = /** @type {((inputs: Product_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Product_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_product_subtitle(inputs)
	if (locale === "en") return en_product_subtitle(inputs)
	return id_x_standar_product_subtitle(inputs)
});