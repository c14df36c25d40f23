/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Created_ToastInputs */

const id_x_standar_role_created_toast = /** @type {(inputs: Role_Created_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role created successfully!`)
};

const id_role_created_toast = /** @type {(inputs: Role_Created_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peran berhasil ditambahkan!`)
};

const en_role_created_toast = /** @type {(inputs: Role_Created_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role created successfully!`)
};

/**
* | output |
* | --- |
* | "Role created successfully!" |
*
* @param {Role_Created_ToastInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_created_toast = /** @type {((inputs?: Role_Created_ToastInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Created_ToastInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_created_toast(inputs)
	if (locale === "en") return en_role_created_toast(inputs)
	return id_x_standar_role_created_toast(inputs)
});