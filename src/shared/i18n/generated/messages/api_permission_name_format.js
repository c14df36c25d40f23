/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Permission_Name_FormatInputs */

const id_x_standar_api_permission_name_format = /** @type {(inputs: Api_Permission_Name_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use lowercase letters, digits and hyphens, for example maps-export.`)
};

const id_api_permission_name_format = /** @type {(inputs: Api_Permission_Name_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gunakan huruf kecil, angka, dan tanda hubung, misalnya maps-export.`)
};

const en_api_permission_name_format = /** @type {(inputs: Api_Permission_Name_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use lowercase letters, digits and hyphens, for example maps-export.`)
};

/**
* | output |
* | --- |
* | "Use lowercase letters, digits and hyphens, for example maps-export." |
*
* @param {Api_Permission_Name_FormatInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_permission_name_format = /** @type {((inputs?: Api_Permission_Name_FormatInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Permission_Name_FormatInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_permission_name_format(inputs)
	if (locale === "en") return en_api_permission_name_format(inputs)
	return id_x_standar_api_permission_name_format(inputs)
});