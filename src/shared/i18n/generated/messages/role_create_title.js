/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Create_TitleInputs */

const id_x_standar_role_create_title = /** @type {(inputs: Role_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Role`)
};

const id_role_create_title = /** @type {(inputs: Role_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Peran`)
};

const en_role_create_title = /** @type {(inputs: Role_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Role`)
};

/**
* | output |
* | --- |
* | "Create Role" |
*
* @param {Role_Create_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_create_title = /** @type {((inputs?: Role_Create_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Create_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_create_title(inputs)
	if (locale === "en") return en_role_create_title(inputs)
	return id_x_standar_role_create_title(inputs)
});