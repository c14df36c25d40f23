/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Updated_ToastInputs */

const id_x_standar_perm_updated_toast = /** @type {(inputs: Perm_Updated_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permission updated successfully!`)
};

const id_perm_updated_toast = /** @type {(inputs: Perm_Updated_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izin berhasil diperbarui!`)
};

const en_perm_updated_toast = /** @type {(inputs: Perm_Updated_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permission updated successfully!`)
};

/**
* | output |
* | --- |
* | "Permission updated successfully!" |
*
* @param {Perm_Updated_ToastInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_updated_toast = /** @type {((inputs?: Perm_Updated_ToastInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Updated_ToastInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_updated_toast(inputs)
	if (locale === "en") return en_perm_updated_toast(inputs)
	return id_x_standar_perm_updated_toast(inputs)
});