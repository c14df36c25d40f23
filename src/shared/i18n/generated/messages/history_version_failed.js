/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Version_FailedInputs */

const id_x_standar_history_version_failed = /** @type {(inputs: History_Version_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This version could not be loaded.`)
};

const id_history_version_failed = /** @type {(inputs: History_Version_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versi ini tidak dapat dimuat.`)
};

const en_history_version_failed = /** @type {(inputs: History_Version_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This version could not be loaded.`)
};

/**
* | output |
* | --- |
* | "This version could not be loaded." |
*
* @param {History_Version_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_version_failed = /** @type {((inputs?: History_Version_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Version_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_version_failed(inputs)
	if (locale === "en") return en_history_version_failed(inputs)
	return id_x_standar_history_version_failed(inputs)
});