/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Db_Text_LongInputs */

const id_x_standar_api_db_text_long = /** @type {(inputs: Api_Db_Text_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A text is too long.`)
};

const id_api_db_text_long = /** @type {(inputs: Api_Db_Text_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ada teks yang terlalu panjang.`)
};

const en_api_db_text_long = /** @type {(inputs: Api_Db_Text_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A text is too long.`)
};

/**
* | output |
* | --- |
* | "A text is too long." |
*
* @param {Api_Db_Text_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_db_text_long = /** @type {((inputs?: Api_Db_Text_LongInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Db_Text_LongInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_db_text_long(inputs)
	if (locale === "en") return en_api_db_text_long(inputs)
	return id_x_standar_api_db_text_long(inputs)
});