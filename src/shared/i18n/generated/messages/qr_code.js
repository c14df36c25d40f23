/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Qr_CodeInputs */

const id_x_standar_qr_code = /** @type {(inputs: Qr_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode QR`)
};

const id_qr_code = /** @type {(inputs: Qr_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode QR`)
};

const en_qr_code = /** @type {(inputs: Qr_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code`)
};

/**
* | output |
* | --- |
* | "QR code" |
*
* @param {Qr_CodeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const qr_code = /** @type {((inputs?: Qr_CodeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Qr_CodeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_qr_code(inputs)
	if (locale === "en") return en_qr_code(inputs)
	return id_x_standar_qr_code(inputs)
});