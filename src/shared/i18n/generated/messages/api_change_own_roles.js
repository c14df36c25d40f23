/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Change_Own_RolesInputs */

const id_x_standar_api_change_own_roles = /** @type {(inputs: Api_Change_Own_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot change your own roles; another administrator can.`)
};

const id_api_change_own_roles = /** @type {(inputs: Api_Change_Own_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda tidak dapat mengubah peran Anda sendiri; administrator lain dapat melakukannya.`)
};

const en_api_change_own_roles = /** @type {(inputs: Api_Change_Own_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot change your own roles; another administrator can.`)
};

/**
* | output |
* | --- |
* | "You cannot change your own roles; another administrator can." |
*
* @param {Api_Change_Own_RolesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_change_own_roles = /** @type {((inputs?: Api_Change_Own_RolesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Change_Own_RolesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_change_own_roles(inputs)
	if (locale === "en") return en_api_change_own_roles(inputs)
	return id_x_standar_api_change_own_roles(inputs)
});