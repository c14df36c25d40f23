/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Title_LongInputs */

const id_x_standar_api_title_long = /** @type {(inputs: Api_Title_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The title may not be longer than 255 characters.`)
};

const id_api_title_long = /** @type {(inputs: Api_Title_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Judul tidak boleh lebih dari 255 karakter.`)
};

const en_api_title_long = /** @type {(inputs: Api_Title_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The title may not be longer than 255 characters.`)
};

/**
* | output |
* | --- |
* | "The title may not be longer than 255 characters." |
*
* @param {Api_Title_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_title_long = /** @type {((inputs?: Api_Title_LongInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Title_LongInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_title_long(inputs)
	if (locale === "en") return en_api_title_long(inputs)
	return id_x_standar_api_title_long(inputs)
});