/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Permission_Name_LongInputs */

const id_x_standar_api_permission_name_long = /** @type {(inputs: Api_Permission_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The permission name may not be longer than 100 characters.`)
};

const id_api_permission_name_long = /** @type {(inputs: Api_Permission_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama izin tidak boleh lebih dari 100 karakter.`)
};

const en_api_permission_name_long = /** @type {(inputs: Api_Permission_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The permission name may not be longer than 100 characters.`)
};

/**
* | output |
* | --- |
* | "The permission name may not be longer than 100 characters." |
*
* @param {Api_Permission_Name_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_permission_name_long = /** @type {((inputs?: Api_Permission_Name_LongInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Permission_Name_LongInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_permission_name_long(inputs)
	if (locale === "en") return en_api_permission_name_long(inputs)
	return id_x_standar_api_permission_name_long(inputs)
});