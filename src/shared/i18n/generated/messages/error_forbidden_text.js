/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Forbidden_TextInputs */

const id_x_standar_error_forbidden_text = /** @type {(inputs: Error_Forbidden_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You do not have permission to do this. Ask an administrator if you need access.`)
};

const id_error_forbidden_text = /** @type {(inputs: Error_Forbidden_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda tidak memiliki izin untuk melakukan ini. Mintalah akses kepada administrator jika Anda memerlukannya.`)
};

const en_error_forbidden_text = /** @type {(inputs: Error_Forbidden_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You do not have permission to do this. Ask an administrator if you need access.`)
};

/**
* | output |
* | --- |
* | "You do not have permission to do this. Ask an administrator if you need access." |
*
* @param {Error_Forbidden_TextInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const error_forbidden_text = /** @type {((inputs?: Error_Forbidden_TextInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Forbidden_TextInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_error_forbidden_text(inputs)
	if (locale === "en") return en_error_forbidden_text(inputs)
	return id_x_standar_error_forbidden_text(inputs)
});