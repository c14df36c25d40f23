/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Db_Date_RangeInputs */

const id_x_standar_api_db_date_range = /** @type {(inputs: Api_Db_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A date or time is out of range.`)
};

const id_api_db_date_range = /** @type {(inputs: Api_Db_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ada tanggal atau waktu di luar rentang.`)
};

const en_api_db_date_range = /** @type {(inputs: Api_Db_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A date or time is out of range.`)
};

/**
* | output |
* | --- |
* | "A date or time is out of range." |
*
* @param {Api_Db_Date_RangeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_db_date_range = /** @type {((inputs?: Api_Db_Date_RangeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Db_Date_RangeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_db_date_range(inputs)
	if (locale === "en") return en_api_db_date_range(inputs)
	return id_x_standar_api_db_date_range(inputs)
});