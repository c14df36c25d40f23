/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Updated_ToastInputs */

const id_x_standar_role_updated_toast = /** @type {(inputs: Role_Updated_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role updated successfully!`)
};

const id_role_updated_toast = /** @type {(inputs: Role_Updated_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peran berhasil diperbarui!`)
};

const en_role_updated_toast = /** @type {(inputs: Role_Updated_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role updated successfully!`)
};

/**
* | output |
* | --- |
* | "Role updated successfully!" |
*
* @param {Role_Updated_ToastInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_updated_toast = /** @type {((inputs?: Role_Updated_ToastInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Updated_ToastInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_updated_toast(inputs)
	if (locale === "en") return en_role_updated_toast(inputs)
	return id_x_standar_role_updated_toast(inputs)
});