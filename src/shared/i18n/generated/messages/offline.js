/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} OfflineInputs */

const id_x_standar_offline = /** @type {(inputs: OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline`)
};

const id_offline = /** @type {(inputs: OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luring`)
};

const en_offline = /** @type {(inputs: OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline`)
};

/**
* | output |
* | --- |
* | "Offline" |
*
* @param {OfflineInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const offline = /** @type {((inputs?: OfflineInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<OfflineInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_offline(inputs)
	if (locale === "en") return en_offline(inputs)
	return id_x_standar_offline(inputs)
});