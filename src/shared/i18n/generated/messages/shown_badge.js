/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shown_BadgeInputs */

const id_x_standar_shown_badge = /** @type {(inputs: Shown_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditampilkan`)
};

const id_shown_badge = /** @type {(inputs: Shown_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditampilkan`)
};

const en_shown_badge = /** @type {(inputs: Shown_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown`)
};

/**
* | output |
* | --- |
* | "Shown" |
*
* @param {Shown_BadgeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const shown_badge = /** @type {((inputs?: Shown_BadgeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shown_BadgeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_shown_badge(inputs)
	if (locale === "en") return en_shown_badge(inputs)
	return id_x_standar_shown_badge(inputs)
});