/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Created_ToastInputs */

const id_x_standar_perm_created_toast = /** @type {(inputs: Perm_Created_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permission created successfully!`)
};

const id_perm_created_toast = /** @type {(inputs: Perm_Created_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izin berhasil ditambahkan!`)
};

const en_perm_created_toast = /** @type {(inputs: Perm_Created_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permission created successfully!`)
};

/**
* | output |
* | --- |
* | "Permission created successfully!" |
*
* @param {Perm_Created_ToastInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_created_toast = /** @type {((inputs?: Perm_Created_ToastInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Created_ToastInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_created_toast(inputs)
	if (locale === "en") return en_perm_created_toast(inputs)
	return id_x_standar_perm_created_toast(inputs)
});