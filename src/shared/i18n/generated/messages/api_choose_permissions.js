/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Choose_PermissionsInputs */

const id_x_standar_api_choose_permissions = /** @type {(inputs: Api_Choose_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose permissions from the list.`)
};

const id_api_choose_permissions = /** @type {(inputs: Api_Choose_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih izin dari daftar.`)
};

const en_api_choose_permissions = /** @type {(inputs: Api_Choose_PermissionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose permissions from the list.`)
};

/**
* | output |
* | --- |
* | "Choose permissions from the list." |
*
* @param {Api_Choose_PermissionsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_choose_permissions = /** @type {((inputs?: Api_Choose_PermissionsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Choose_PermissionsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_choose_permissions(inputs)
	if (locale === "en") return en_api_choose_permissions(inputs)
	return id_x_standar_api_choose_permissions(inputs)
});