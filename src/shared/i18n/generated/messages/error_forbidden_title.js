/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Forbidden_TitleInputs */

const id_x_standar_error_forbidden_title = /** @type {(inputs: Error_Forbidden_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`403 - Forbidden`)
};

const id_error_forbidden_title = /** @type {(inputs: Error_Forbidden_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`403 - Akses Ditolak`)
};

const en_error_forbidden_title = /** @type {(inputs: Error_Forbidden_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`403 - Forbidden`)
};

/**
* | output |
* | --- |
* | "403 - Forbidden" |
*
* @param {Error_Forbidden_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const error_forbidden_title = /** @type {((inputs?: Error_Forbidden_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Forbidden_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_error_forbidden_title(inputs)
	if (locale === "en") return en_error_forbidden_title(inputs)
	return id_x_standar_error_forbidden_title(inputs)
});