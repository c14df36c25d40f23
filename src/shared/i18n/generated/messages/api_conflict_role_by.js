/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ by: NonNullable<unknown>, at: NonNullable<unknown> }} Api_Conflict_Role_ByInputs */

const id_x_standar_api_conflict_role_by = /** @type {(inputs: Api_Conflict_Role_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This role was changed by ${i?.by} at ${i?.at} since you opened it.`)
};

const id_api_conflict_role_by = /** @type {(inputs: Api_Conflict_Role_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Peran ini telah diubah oleh ${i?.by} pada ${i?.at} sejak Anda membukanya.`)
};

const en_api_conflict_role_by = /** @type {(inputs: Api_Conflict_Role_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This role was changed by ${i?.by} at ${i?.at} since you opened it.`)
};

/**
* | output |
* | --- |
* | "This role was changed by {by} at {at} since you opened it." |
*
* @param {Api_Conflict_Role_ByInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_conflict_role_by = /** @type {((inputs: Api_Conflict_Role_ByInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Conflict_Role_ByInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_conflict_role_by(inputs)
	if (locale === "en") return en_api_conflict_role_by(inputs)
	return id_x_standar_api_conflict_role_by(inputs)
});