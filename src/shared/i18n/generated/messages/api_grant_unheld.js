/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ permissions: NonNullable<unknown> }} Api_Grant_UnheldInputs */

const id_x_standar_api_grant_unheld = /** @type {(inputs: Api_Grant_UnheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You cannot grant permissions you do not hold yourself: ${i?.permissions}.`)
};

const id_api_grant_unheld = /** @type {(inputs: Api_Grant_UnheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anda tidak dapat memberikan izin yang tidak Anda miliki sendiri: ${i?.permissions}.`)
};

const en_api_grant_unheld = /** @type {(inputs: Api_Grant_UnheldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You cannot grant permissions you do not hold yourself: ${i?.permissions}.`)
};

/**
* | output |
* | --- |
* | "You cannot grant permissions you do not hold yourself: {permissions}." |
*
* @param {Api_Grant_UnheldInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_grant_unheld = /** @type {((inputs: Api_Grant_UnheldInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Grant_UnheldInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_grant_unheld(inputs)
	if (locale === "en") return en_api_grant_unheld(inputs)
	return id_x_standar_api_grant_unheld(inputs)
});