/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Qr_LabelInputs */

const id_x_standar_qr_label = /** @type {(inputs: Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kode QR untuk ${i?.url}`)
};

const id_qr_label = /** @type {(inputs: Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kode QR untuk ${i?.url}`)
};

const en_qr_label = /** @type {(inputs: Qr_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`QR code for ${i?.url}`)
};

/**
* | output |
* | --- |
* | "QR code for {url}" |
*
* @param {Qr_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const qr_label = /** @type {((inputs: Qr_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Qr_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_qr_label(inputs)
	if (locale === "en") return en_qr_label(inputs)
	return id_x_standar_qr_label(inputs)
});