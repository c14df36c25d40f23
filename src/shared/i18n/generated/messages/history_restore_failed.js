/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Restore_FailedInputs */

const id_x_standar_history_restore_failed = /** @type {(inputs: History_Restore_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The version could not be restored. Try again.`)
};

const id_history_restore_failed = /** @type {(inputs: History_Restore_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versi tidak dapat dipulihkan. Coba lagi.`)
};

const en_history_restore_failed = /** @type {(inputs: History_Restore_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The version could not be restored. Try again.`)
};

/**
* | output |
* | --- |
* | "The version could not be restored. Try again." |
*
* @param {History_Restore_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_restore_failed = /** @type {((inputs?: History_Restore_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Restore_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_restore_failed(inputs)
	if (locale === "en") return en_history_restore_failed(inputs)
	return id_x_standar_history_restore_failed(inputs)
});