/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_MoreInputs */

const id_x_standar_share_more = /** @type {(inputs: Share_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bagikan...`)
};

const id_share_more = /** @type {(inputs: Share_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bagikan...`)
};

const en_share_more = /** @type {(inputs: Share_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share...`)
};

/**
* | output |
* | --- |
* | "Share..." |
*
* @param {Share_MoreInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const share_more = /** @type {((inputs?: Share_MoreInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_MoreInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_share_more(inputs)
	if (locale === "en") return en_share_more(inputs)
	return id_x_standar_share_more(inputs)
});