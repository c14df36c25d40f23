/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Last_AdminInputs */

const id_x_standar_api_last_admin = /** @type {(inputs: Api_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This change would leave no user holding every permission, and nobody could manage users and roles any more.`)
};

const id_api_last_admin = /** @type {(inputs: Api_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perubahan ini akan membuat tidak ada lagi pengguna yang memiliki semua izin, sehingga tidak ada yang dapat mengelola pengguna dan peran lagi.`)
};

const en_api_last_admin = /** @type {(inputs: Api_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This change would leave no user holding every permission, and nobody could manage users and roles any more.`)
};

/**
* | output |
* | --- |
* | "This change would leave no user holding every permission, and nobody could manage users and roles any more." |
*
* @param {Api_Last_AdminInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_last_admin = /** @type {((inputs?: Api_Last_AdminInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Last_AdminInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_last_admin(inputs)
	if (locale === "en") return en_api_last_admin(inputs)
	return id_x_standar_api_last_admin(inputs)
});