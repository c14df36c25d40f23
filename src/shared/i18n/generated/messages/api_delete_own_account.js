/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Delete_Own_AccountInputs */

const id_x_standar_api_delete_own_account = /** @type {(inputs: Api_Delete_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot delete your own account.`)
};

const id_api_delete_own_account = /** @type {(inputs: Api_Delete_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda tidak dapat menghapus akun Anda sendiri.`)
};

const en_api_delete_own_account = /** @type {(inputs: Api_Delete_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot delete your own account.`)
};

/**
* | output |
* | --- |
* | "You cannot delete your own account." |
*
* @param {Api_Delete_Own_AccountInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_delete_own_account = /** @type {((inputs?: Api_Delete_Own_AccountInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Delete_Own_AccountInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_delete_own_account(inputs)
	if (locale === "en") return en_api_delete_own_account(inputs)
	return id_x_standar_api_delete_own_account(inputs)
});