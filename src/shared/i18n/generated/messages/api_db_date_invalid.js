/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Db_Date_InvalidInputs */

const id_x_standar_api_db_date_invalid = /** @type {(inputs: Api_Db_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A date or time is not valid.`)
};

const id_api_db_date_invalid = /** @type {(inputs: Api_Db_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ada tanggal atau waktu yang tidak valid.`)
};

const en_api_db_date_invalid = /** @type {(inputs: Api_Db_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A date or time is not valid.`)
};

/**
* | output |
* | --- |
* | "A date or time is not valid." |
*
* @param {Api_Db_Date_InvalidInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_db_date_invalid = /** @type {((inputs?: Api_Db_Date_InvalidInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Db_Date_InvalidInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_db_date_invalid(inputs)
	if (locale === "en") return en_api_db_date_invalid(inputs)
	return id_x_standar_api_db_date_invalid(inputs)
});