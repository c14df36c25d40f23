/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Col_Permissions_CountInputs */

const id_x_standar_role_col_permissions_count = /** @type {(inputs: Role_Col_Permissions_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permissions Count`)
};

const id_role_col_permissions_count = /** @type {(inputs: Role_Col_Permissions_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumlah Izin`)
};

const en_role_col_permissions_count = /** @type {(inputs: Role_Col_Permissions_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number of Permissions`)
};

/**
* | output |
* | --- |
* | "Number of Permissions" |
*
* @param {Role_Col_Permissions_CountInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_col_permissions_count = /** @type {((inputs?: Role_Col_Permissions_CountInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Col_Permissions_CountInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_col_permissions_count(inputs)
	if (locale === "en") return en_role_col_permissions_count(inputs)
	return id_x_standar_role_col_permissions_count(inputs)
});