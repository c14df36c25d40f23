/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Form_Assign_RolesInputs */

const id_x_standar_user_form_assign_roles = /** @type {(inputs: User_Form_Assign_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign Roles`)
};

const id_user_form_assign_roles = /** @type {(inputs: User_Form_Assign_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tetapkan Peran`)
};

const en_user_form_assign_roles = /** @type {(inputs: User_Form_Assign_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign Roles`)
};

/**
* | output |
* | --- |
* | "Assign Roles" |
*
* @param {User_Form_Assign_RolesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_form_assign_roles = /** @type {((inputs?: User_Form_Assign_RolesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Form_Assign_RolesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_form_assign_roles(inputs)
	if (locale === "en") return en_user_form_assign_roles(inputs)
	return id_x_standar_user_form_assign_roles(inputs)
});