/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ product: NonNullable<unknown> }} Dash_SubtitleInputs */

const id_x_standar_dash_subtitle = /** @type {(inputs: Dash_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ringkasan data ${i?.product}.`)
};

const id_dash_subtitle = /** @type {(inputs: Dash_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ringkasan data ${i?.product}.`)
};

const en_dash_subtitle = /** @type {(inputs: Dash_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A summary of the ${i?.product} data.`)
};

/**
* | output |
* | --- |
* | "A summary of the {product} data." |
*
* @param {Dash_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_subtitle = /** @type {((inputs: Dash_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_subtitle(inputs)
	if (locale === "en") return en_dash_subtitle(inputs)
	return id_x_standar_dash_subtitle(inputs)
});