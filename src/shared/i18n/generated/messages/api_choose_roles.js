/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Choose_RolesInputs */

const id_x_standar_api_choose_roles = /** @type {(inputs: Api_Choose_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose roles from the list.`)
};

const id_api_choose_roles = /** @type {(inputs: Api_Choose_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih peran dari daftar.`)
};

const en_api_choose_roles = /** @type {(inputs: Api_Choose_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose roles from the list.`)
};

/**
* | output |
* | --- |
* | "Choose roles from the list." |
*
* @param {Api_Choose_RolesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_choose_roles = /** @type {((inputs?: Api_Choose_RolesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Choose_RolesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_choose_roles(inputs)
	if (locale === "en") return en_api_choose_roles(inputs)
	return id_x_standar_api_choose_roles(inputs)
});