/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sidebar_CloseInputs */

const id_x_standar_sidebar_close = /** @type {(inputs: Sidebar_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutup sidebar`)
};

const id_sidebar_close = /** @type {(inputs: Sidebar_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutup sidebar`)
};

const en_sidebar_close = /** @type {(inputs: Sidebar_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close sidebar`)
};

/**
* | output |
* | --- |
* | "Close sidebar" |
*
* @param {Sidebar_CloseInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const sidebar_close = /** @type {((inputs?: Sidebar_CloseInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sidebar_CloseInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_sidebar_close(inputs)
	if (locale === "en") return en_sidebar_close(inputs)
	return id_x_standar_sidebar_close(inputs)
});