/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_This_VersionInputs */

const id_x_standar_history_this_version = /** @type {(inputs: History_This_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This version`)
};

const id_history_this_version = /** @type {(inputs: History_This_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versi ini`)
};

const en_history_this_version = /** @type {(inputs: History_This_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This version`)
};

/**
* | output |
* | --- |
* | "This version" |
*
* @param {History_This_VersionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_this_version = /** @type {((inputs?: History_This_VersionInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_This_VersionInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_this_version(inputs)
	if (locale === "en") return en_history_this_version(inputs)
	return id_x_standar_history_this_version(inputs)
});