/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Qr_HintInputs */

const id_x_standar_qr_hint = /** @type {(inputs: Qr_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pindai kode ini untuk membuka tempat ini di peta desa.`)
};

const id_qr_hint = /** @type {(inputs: Qr_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pindai kode ini untuk membuka tempat ini di peta desa.`)
};

const en_qr_hint = /** @type {(inputs: Qr_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan this code to open this place on the village map.`)
};

/**
* | output |
* | --- |
* | "Scan this code to open this place on the village map." |
*
* @param {Qr_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const qr_hint = /** @type {((inputs?: Qr_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Qr_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_qr_hint(inputs)
	if (locale === "en") return en_qr_hint(inputs)
	return id_x_standar_qr_hint(inputs)
});