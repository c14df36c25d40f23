/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Form_Own_Roles_HintInputs */

const id_x_standar_user_form_own_roles_hint = /** @type {(inputs: User_Form_Own_Roles_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your own roles are changed by another administrator.`)
};

const id_user_form_own_roles_hint = /** @type {(inputs: User_Form_Own_Roles_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peran Anda sendiri diubah oleh administrator lain.`)
};

const en_user_form_own_roles_hint = /** @type {(inputs: User_Form_Own_Roles_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your own roles are changed by another administrator.`)
};

/**
* | output |
* | --- |
* | "Your own roles are changed by another administrator." |
*
* @param {User_Form_Own_Roles_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_form_own_roles_hint = /** @type {((inputs?: User_Form_Own_Roles_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Form_Own_Roles_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_form_own_roles_hint(inputs)
	if (locale === "en") return en_user_form_own_roles_hint(inputs)
	return id_x_standar_user_form_own_roles_hint(inputs)
});