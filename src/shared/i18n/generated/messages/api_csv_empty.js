/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Csv_EmptyInputs */

const id_x_standar_api_csv_empty = /** @type {(inputs: Api_Csv_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The CSV file has no header row or no rows.`)
};

const id_api_csv_empty = /** @type {(inputs: Api_Csv_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berkas CSV tidak memiliki baris judul atau tidak memiliki baris data.`)
};

const en_api_csv_empty = /** @type {(inputs: Api_Csv_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The CSV file has no header row or no rows.`)
};

/**
* | output |
* | --- |
* | "The CSV file has no header row or no rows." |
*
* @param {Api_Csv_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_csv_empty = /** @type {((inputs?: Api_Csv_EmptyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Csv_EmptyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_csv_empty(inputs)
	if (locale === "en") return en_api_csv_empty(inputs)
	return id_x_standar_api_csv_empty(inputs)
});