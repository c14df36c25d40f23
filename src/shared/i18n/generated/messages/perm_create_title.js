/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Create_TitleInputs */

const id_x_standar_perm_create_title = /** @type {(inputs: Perm_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Permission`)
};

const id_perm_create_title = /** @type {(inputs: Perm_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Izin`)
};

const en_perm_create_title = /** @type {(inputs: Perm_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Permission`)
};

/**
* | output |
* | --- |
* | "Create Permission" |
*
* @param {Perm_Create_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_create_title = /** @type {((inputs?: Perm_Create_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Create_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_create_title(inputs)
	if (locale === "en") return en_perm_create_title(inputs)
	return id_x_standar_perm_create_title(inputs)
});