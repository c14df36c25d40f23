/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Api_System_Permission_RenameInputs */

const id_x_standar_api_system_permission_rename = /** @type {(inputs: Api_System_Permission_RenameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`'${i?.name}' is a system permission and cannot be renamed.`)
};

const id_api_system_permission_rename = /** @type {(inputs: Api_System_Permission_RenameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`'${i?.name}' adalah izin sistem dan tidak dapat diganti namanya.`)
};

const en_api_system_permission_rename = /** @type {(inputs: Api_System_Permission_RenameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`'${i?.name}' is a system permission and cannot be renamed.`)
};

/**
* | output |
* | --- |
* | "'{name}' is a system permission and cannot be renamed." |
*
* @param {Api_System_Permission_RenameInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_system_permission_rename = /** @type {((inputs: Api_System_Permission_RenameInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_System_Permission_RenameInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_system_permission_rename(inputs)
	if (locale === "en") return en_api_system_permission_rename(inputs)
	return id_x_standar_api_system_permission_rename(inputs)
});