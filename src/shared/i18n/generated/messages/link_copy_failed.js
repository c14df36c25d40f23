/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Link_Copy_FailedInputs */

const id_x_standar_link_copy_failed = /** @type {(inputs: Link_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tautan tidak dapat disalin.`)
};

const id_link_copy_failed = /** @type {(inputs: Link_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tautan tidak dapat disalin.`)
};

const en_link_copy_failed = /** @type {(inputs: Link_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link could not be copied.`)
};

/**
* | output |
* | --- |
* | "The link could not be copied." |
*
* @param {Link_Copy_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const link_copy_failed = /** @type {((inputs?: Link_Copy_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Link_Copy_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_link_copy_failed(inputs)
	if (locale === "en") return en_link_copy_failed(inputs)
	return id_x_standar_link_copy_failed(inputs)
});