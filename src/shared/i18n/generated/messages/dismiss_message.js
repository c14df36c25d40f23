/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dismiss_MessageInputs */

const id_x_standar_dismiss_message = /** @type {(inputs: Dismiss_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss message`)
};

const id_dismiss_message = /** @type {(inputs: Dismiss_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutup pesan`)
};

const en_dismiss_message = /** @type {(inputs: Dismiss_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss message`)
};

/**
* | output |
* | --- |
* | "Dismiss message" |
*
* @param {Dismiss_MessageInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dismiss_message = /** @type {((inputs?: Dismiss_MessageInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dismiss_MessageInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dismiss_message(inputs)
	if (locale === "en") return en_dismiss_message(inputs)
	return id_x_standar_dismiss_message(inputs)
});