/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Ogc_DatetimeInputs */

const id_x_standar_api_ogc_datetime = /** @type {(inputs: Api_Ogc_DatetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The parameter "datetime" is not supported: the places carry no date or time to select on.`)
};

const id_api_ogc_datetime = /** @type {(inputs: Api_Ogc_DatetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parameter "datetime" tidak didukung: tempat-tempat di sini tidak memiliki tanggal atau waktu untuk dipilih.`)
};

const en_api_ogc_datetime = /** @type {(inputs: Api_Ogc_DatetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The parameter "datetime" is not supported: the places carry no date or time to select on.`)
};

/**
* | output |
* | --- |
* | "The parameter \"datetime\" is not supported: the places carry no date or time to select on." |
*
* @param {Api_Ogc_DatetimeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_datetime = /** @type {((inputs?: Api_Ogc_DatetimeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Ogc_DatetimeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_ogc_datetime(inputs)
	if (locale === "en") return en_api_ogc_datetime(inputs)
	return id_x_standar_api_ogc_datetime(inputs)
});