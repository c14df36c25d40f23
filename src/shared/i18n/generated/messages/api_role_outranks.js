/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ permissions: NonNullable<unknown> }} Api_Role_OutranksInputs */

const id_x_standar_api_role_outranks = /** @type {(inputs: Api_Role_OutranksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You may not change a role that grants permissions you do not hold yourself (${i?.permissions}).`)
};

const id_api_role_outranks = /** @type {(inputs: Api_Role_OutranksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anda tidak boleh mengubah peran yang memberikan izin yang tidak Anda miliki sendiri (${i?.permissions}).`)
};

const en_api_role_outranks = /** @type {(inputs: Api_Role_OutranksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You may not change a role that grants permissions you do not hold yourself (${i?.permissions}).`)
};

/**
* | output |
* | --- |
* | "You may not change a role that grants permissions you do not hold yourself ({permissions})." |
*
* @param {Api_Role_OutranksInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_role_outranks = /** @type {((inputs: Api_Role_OutranksInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Role_OutranksInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_role_outranks(inputs)
	if (locale === "en") return en_api_role_outranks(inputs)
	return id_x_standar_api_role_outranks(inputs)
});