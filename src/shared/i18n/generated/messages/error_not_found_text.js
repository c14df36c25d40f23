/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Not_Found_TextInputs */

const id_x_standar_error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halaman yang Anda cari tidak ada atau sudah dipindahkan. Check the address, or go back to a page you know.`)
};

const id_error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halaman yang Anda cari tidak ada atau sudah dipindahkan. Periksa alamatnya, atau kembali ke halaman yang Anda kenal.`)
};

const en_error_not_found_text = /** @type {(inputs: Error_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you are looking for does not exist or has been moved. Check the address, or go back to a page you know.`)
};

/**
* | output |
* | --- |
* | "The page you are looking for does not exist or has been moved. Check the address, or go back to a page you know." |
*
* @param {Error_Not_Found_TextInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const error_not_found_text = /** @type {((inputs?: Error_Not_Found_TextInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Found_TextInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_error_not_found_text(inputs)
	if (locale === "en") return en_error_not_found_text(inputs)
	return id_x_standar_error_not_found_text(inputs)
});