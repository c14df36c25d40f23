/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Title_RequiredInputs */

const id_x_standar_api_title_required = /** @type {(inputs: Api_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The title is required.`)
};

const id_api_title_required = /** @type {(inputs: Api_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Judul wajib diisi.`)
};

const en_api_title_required = /** @type {(inputs: Api_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The title is required.`)
};

/**
* | output |
* | --- |
* | "The title is required." |
*
* @param {Api_Title_RequiredInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_title_required = /** @type {((inputs?: Api_Title_RequiredInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Title_RequiredInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_title_required(inputs)
	if (locale === "en") return en_api_title_required(inputs)
	return id_x_standar_api_title_required(inputs)
});