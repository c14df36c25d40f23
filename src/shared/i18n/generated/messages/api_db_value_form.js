/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Db_Value_FormInputs */

const id_x_standar_api_db_value_form = /** @type {(inputs: Api_Db_Value_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A value has the wrong form.`)
};

const id_api_db_value_form = /** @type {(inputs: Api_Db_Value_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ada nilai yang bentuknya salah.`)
};

const en_api_db_value_form = /** @type {(inputs: Api_Db_Value_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A value has the wrong form.`)
};

/**
* | output |
* | --- |
* | "A value has the wrong form." |
*
* @param {Api_Db_Value_FormInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_db_value_form = /** @type {((inputs?: Api_Db_Value_FormInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Db_Value_FormInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_db_value_form(inputs)
	if (locale === "en") return en_api_db_value_form(inputs)
	return id_x_standar_api_db_value_form(inputs)
});