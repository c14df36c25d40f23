/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Date_FormatInputs */

const id_x_standar_api_date_format = /** @type {(inputs: Api_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates are written YYYY-MM-DD.`)
};

const id_api_date_format = /** @type {(inputs: Api_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanggal ditulis TTTT-BB-HH.`)
};

const en_api_date_format = /** @type {(inputs: Api_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates are written YYYY-MM-DD.`)
};

/**
* | output |
* | --- |
* | "Dates are written YYYY-MM-DD." |
*
* @param {Api_Date_FormatInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_date_format = /** @type {((inputs?: Api_Date_FormatInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Date_FormatInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_date_format(inputs)
	if (locale === "en") return en_api_date_format(inputs)
	return id_x_standar_api_date_format(inputs)
});