/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Zip_DamagedInputs */

const id_x_standar_api_zip_damaged = /** @type {(inputs: Api_Zip_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The zip file is damaged or incomplete; it cannot be opened.`)
};

const id_api_zip_damaged = /** @type {(inputs: Api_Zip_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berkas zip rusak atau tidak lengkap; berkas itu tidak dapat dibuka.`)
};

const en_api_zip_damaged = /** @type {(inputs: Api_Zip_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The zip file is damaged or incomplete; it cannot be opened.`)
};

/**
* | output |
* | --- |
* | "The zip file is damaged or incomplete; it cannot be opened." |
*
* @param {Api_Zip_DamagedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_damaged = /** @type {((inputs?: Api_Zip_DamagedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zip_DamagedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zip_damaged(inputs)
	if (locale === "en") return en_api_zip_damaged(inputs)
	return id_x_standar_api_zip_damaged(inputs)
});