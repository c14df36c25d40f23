/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Db_Reference_GoneInputs */

const id_x_standar_api_db_reference_gone = /** @type {(inputs: Api_Db_Reference_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A record this refers to no longer exists.`)
};

const id_api_db_reference_gone = /** @type {(inputs: Api_Db_Reference_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data yang dirujuk sudah tidak ada.`)
};

const en_api_db_reference_gone = /** @type {(inputs: Api_Db_Reference_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A record this refers to no longer exists.`)
};

/**
* | output |
* | --- |
* | "A record this refers to no longer exists." |
*
* @param {Api_Db_Reference_GoneInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_db_reference_gone = /** @type {((inputs?: Api_Db_Reference_GoneInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Db_Reference_GoneInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_db_reference_gone(inputs)
	if (locale === "en") return en_api_db_reference_gone(inputs)
	return id_x_standar_api_db_reference_gone(inputs)
});