/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Zip_PasswordInputs */

const id_x_standar_api_zip_password = /** @type {(inputs: Api_Zip_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The zip is protected by a password; zip the files again without one.`)
};

const id_api_zip_password = /** @type {(inputs: Api_Zip_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zip dilindungi kata sandi; zip ulang berkas-berkasnya tanpa kata sandi.`)
};

const en_api_zip_password = /** @type {(inputs: Api_Zip_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The zip is protected by a password; zip the files again without one.`)
};

/**
* | output |
* | --- |
* | "The zip is protected by a password; zip the files again without one." |
*
* @param {Api_Zip_PasswordInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_password = /** @type {((inputs?: Api_Zip_PasswordInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zip_PasswordInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zip_password(inputs)
	if (locale === "en") return en_api_zip_password(inputs)
	return id_x_standar_api_zip_password(inputs)
});