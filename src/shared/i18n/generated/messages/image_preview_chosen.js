/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Image_Preview_ChosenInputs */

const id_x_standar_image_preview_chosen = /** @type {(inputs: Image_Preview_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview of the chosen image`)
};

const id_image_preview_chosen = /** @type {(inputs: Image_Preview_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pratinjau gambar yang dipilih`)
};

const en_image_preview_chosen = /** @type {(inputs: Image_Preview_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview of the chosen image`)
};

/**
* | output |
* | --- |
* | "Preview of the chosen image" |
*
* @param {Image_Preview_ChosenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const image_preview_chosen = /** @type {((inputs?: Image_Preview_ChosenInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Image_Preview_ChosenInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_image_preview_chosen(inputs)
	if (locale === "en") return en_image_preview_chosen(inputs)
	return id_x_standar_image_preview_chosen(inputs)
});