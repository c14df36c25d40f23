/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Db_Number_RangeInputs */

const id_x_standar_api_db_number_range = /** @type {(inputs: Api_Db_Number_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A number is out of range.`)
};

const id_api_db_number_range = /** @type {(inputs: Api_Db_Number_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ada angka di luar rentang.`)
};

const en_api_db_number_range = /** @type {(inputs: Api_Db_Number_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A number is out of range.`)
};

/**
* | output |
* | --- |
* | "A number is out of range." |
*
* @param {Api_Db_Number_RangeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_db_number_range = /** @type {((inputs?: Api_Db_Number_RangeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Db_Number_RangeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_db_number_range(inputs)
	if (locale === "en") return en_api_db_number_range(inputs)
	return id_x_standar_api_db_number_range(inputs)
});