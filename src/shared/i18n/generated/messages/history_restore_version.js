/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Restore_VersionInputs */

const id_x_standar_history_restore_version = /** @type {(inputs: History_Restore_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore this version`)
};

const id_history_restore_version = /** @type {(inputs: History_Restore_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pulihkan versi ini`)
};

const en_history_restore_version = /** @type {(inputs: History_Restore_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore this version`)
};

/**
* | output |
* | --- |
* | "Restore this version" |
*
* @param {History_Restore_VersionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_restore_version = /** @type {((inputs?: History_Restore_VersionInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Restore_VersionInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_restore_version(inputs)
	if (locale === "en") return en_history_restore_version(inputs)
	return id_x_standar_history_restore_version(inputs)
});