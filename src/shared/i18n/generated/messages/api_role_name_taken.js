/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Role_Name_TakenInputs */

const id_x_standar_api_role_name_taken = /** @type {(inputs: Api_Role_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The role name has already been taken.`)
};

const id_api_role_name_taken = /** @type {(inputs: Api_Role_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama peran sudah dipakai.`)
};

const en_api_role_name_taken = /** @type {(inputs: Api_Role_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The role name has already been taken.`)
};

/**
* | output |
* | --- |
* | "The role name has already been taken." |
*
* @param {Api_Role_Name_TakenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_role_name_taken = /** @type {((inputs?: Api_Role_Name_TakenInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Role_Name_TakenInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_role_name_taken(inputs)
	if (locale === "en") return en_api_role_name_taken(inputs)
	return id_x_standar_api_role_name_taken(inputs)
});