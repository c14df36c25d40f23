/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} ShareInputs */

const id_x_standar_share = /** @type {(inputs: ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bagikan`)
};

const id_share = /** @type {(inputs: ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bagikan`)
};

const en_share = /** @type {(inputs: ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

/**
* | output |
* | --- |
* | "Share" |
*
* @param {ShareInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const share = /** @type {((inputs?: ShareInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<ShareInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_share(inputs)
	if (locale === "en") return en_share(inputs)
	return id_x_standar_share(inputs)
});