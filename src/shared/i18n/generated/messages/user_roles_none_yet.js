/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_Roles_None_YetInputs */

const id_x_standar_user_roles_none_yet = /** @type {(inputs: User_Roles_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are no roles yet.`)
};

const id_user_roles_none_yet = /** @type {(inputs: User_Roles_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum ada peran.`)
};

const en_user_roles_none_yet = /** @type {(inputs: User_Roles_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are no roles yet.`)
};

/**
* | output |
* | --- |
* | "There are no roles yet." |
*
* @param {User_Roles_None_YetInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_roles_none_yet = /** @type {((inputs?: User_Roles_None_YetInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_Roles_None_YetInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_roles_none_yet(inputs)
	if (locale === "en") return en_user_roles_none_yet(inputs)
	return id_x_standar_user_roles_none_yet(inputs)
});