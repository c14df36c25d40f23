/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ permissions: NonNullable<unknown> }} Api_User_OutranksInputs */

const id_x_standar_api_user_outranks = /** @type {(inputs: Api_User_OutranksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You may not change a user who holds permissions you do not hold yourself (${i?.permissions}).`)
};

const id_api_user_outranks = /** @type {(inputs: Api_User_OutranksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anda tidak boleh mengubah pengguna yang memiliki izin yang tidak Anda miliki sendiri (${i?.permissions}).`)
};

const en_api_user_outranks = /** @type {(inputs: Api_User_OutranksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You may not change a user who holds permissions you do not hold yourself (${i?.permissions}).`)
};

/**
* | output |
* | --- |
* | "You may not change a user who holds permissions you do not hold yourself ({permissions})." |
*
* @param {Api_User_OutranksInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_user_outranks = /** @type {((inputs: Api_User_OutranksInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_User_OutranksInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_user_outranks(inputs)
	if (locale === "en") return en_api_user_outranks(inputs)
	return id_x_standar_api_user_outranks(inputs)
});