/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Version_Nothing_To_RestoreInputs */

const id_x_standar_api_version_nothing_to_restore = /** @type {(inputs: Api_Version_Nothing_To_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This version has nothing to restore; a deleted record comes back from "Recently deleted".`)
};

const id_api_version_nothing_to_restore = /** @type {(inputs: Api_Version_Nothing_To_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versi ini tidak berisi apa pun untuk dipulihkan; data yang dihapus dikembalikan dari "Baru dihapus".`)
};

const en_api_version_nothing_to_restore = /** @type {(inputs: Api_Version_Nothing_To_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This version has nothing to restore; a deleted record comes back from "Recently deleted".`)
};

/**
* | output |
* | --- |
* | "This version has nothing to restore; a deleted record comes back from \"Recently deleted\"." |
*
* @param {Api_Version_Nothing_To_RestoreInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_version_nothing_to_restore = /** @type {((inputs?: Api_Version_Nothing_To_RestoreInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Version_Nothing_To_RestoreInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_version_nothing_to_restore(inputs)
	if (locale === "en") return en_api_version_nothing_to_restore(inputs)
	return id_x_standar_api_version_nothing_to_restore(inputs)
});