/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Popup_CloseInputs */

const id_x_standar_popup_close = /** @type {(inputs: Popup_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutup popup`)
};

const id_popup_close = /** @type {(inputs: Popup_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutup popup`)
};

const en_popup_close = /** @type {(inputs: Popup_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close popup`)
};

/**
* | output |
* | --- |
* | "Close popup" |
*
* @param {Popup_CloseInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const popup_close = /** @type {((inputs?: Popup_CloseInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Popup_CloseInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_popup_close(inputs)
	if (locale === "en") return en_popup_close(inputs)
	return id_x_standar_popup_close(inputs)
});