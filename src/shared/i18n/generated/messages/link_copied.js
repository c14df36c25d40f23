/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Link_CopiedInputs */

const id_x_standar_link_copied = /** @type {(inputs: Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tautan disalin.`)
};

const id_link_copied = /** @type {(inputs: Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tautan disalin.`)
};

const en_link_copied = /** @type {(inputs: Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied.`)
};

/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Link_CopiedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const link_copied = /** @type {((inputs?: Link_CopiedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Link_CopiedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_link_copied(inputs)
	if (locale === "en") return en_link_copied(inputs)
	return id_x_standar_link_copied(inputs)
});