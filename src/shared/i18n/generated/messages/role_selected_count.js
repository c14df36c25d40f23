/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Role_Selected_CountInputs */

const id_x_standar_role_selected_count = /** @type {(inputs: Role_Selected_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} selected)`)
};

const id_role_selected_count = /** @type {(inputs: Role_Selected_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} dipilih)`)
};

const en_role_selected_count = /** @type {(inputs: Role_Selected_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} selected)`)
};

/**
* | output |
* | --- |
* | "({count} selected)" |
*
* @param {Role_Selected_CountInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_selected_count = /** @type {((inputs: Role_Selected_CountInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Selected_CountInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_selected_count(inputs)
	if (locale === "en") return en_role_selected_count(inputs)
	return id_x_standar_role_selected_count(inputs)
});