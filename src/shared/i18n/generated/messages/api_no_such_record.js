/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_No_Such_RecordInputs */

const id_x_standar_api_no_such_record = /** @type {(inputs: Api_No_Such_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such record.`)
};

const id_api_no_such_record = /** @type {(inputs: Api_No_Such_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data tidak ditemukan.`)
};

const en_api_no_such_record = /** @type {(inputs: Api_No_Such_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such record.`)
};

/**
* | output |
* | --- |
* | "No such record." |
*
* @param {Api_No_Such_RecordInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_no_such_record = /** @type {((inputs?: Api_No_Such_RecordInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_No_Such_RecordInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_no_such_record(inputs)
	if (locale === "en") return en_api_no_such_record(inputs)
	return id_x_standar_api_no_such_record(inputs)
});