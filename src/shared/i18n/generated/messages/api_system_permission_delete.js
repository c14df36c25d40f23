/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Api_System_Permission_DeleteInputs */

const id_x_standar_api_system_permission_delete = /** @type {(inputs: Api_System_Permission_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`'${i?.name}' is a system permission and cannot be deleted.`)
};

const id_api_system_permission_delete = /** @type {(inputs: Api_System_Permission_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`'${i?.name}' adalah izin sistem dan tidak dapat dihapus.`)
};

const en_api_system_permission_delete = /** @type {(inputs: Api_System_Permission_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`'${i?.name}' is a system permission and cannot be deleted.`)
};

/**
* | output |
* | --- |
* | "'{name}' is a system permission and cannot be deleted." |
*
* @param {Api_System_Permission_DeleteInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_system_permission_delete = /** @type {((inputs: Api_System_Permission_DeleteInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_System_Permission_DeleteInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_system_permission_delete(inputs)
	if (locale === "en") return en_api_system_permission_delete(inputs)
	return id_x_standar_api_system_permission_delete(inputs)
});