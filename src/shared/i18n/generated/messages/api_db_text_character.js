/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Db_Text_CharacterInputs */

const id_x_standar_api_db_text_character = /** @type {(inputs: Api_Db_Text_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A text holds a character that is not allowed.`)
};

const id_api_db_text_character = /** @type {(inputs: Api_Db_Text_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ada teks yang berisi karakter yang tidak diizinkan.`)
};

const en_api_db_text_character = /** @type {(inputs: Api_Db_Text_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A text holds a character that is not allowed.`)
};

/**
* | output |
* | --- |
* | "A text holds a character that is not allowed." |
*
* @param {Api_Db_Text_CharacterInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_db_text_character = /** @type {((inputs?: Api_Db_Text_CharacterInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Db_Text_CharacterInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_db_text_character(inputs)
	if (locale === "en") return en_api_db_text_character(inputs)
	return id_x_standar_api_db_text_character(inputs)
});