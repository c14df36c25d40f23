/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_Create_SubtitleInputs */

const id_x_standar_role_create_subtitle = /** @type {(inputs: Role_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name the role and choose what it may do.`)
};

const id_role_create_subtitle = /** @type {(inputs: Role_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beri nama peran dan pilih apa saja yang boleh dilakukannya.`)
};

const en_role_create_subtitle = /** @type {(inputs: Role_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name the role and choose what it may do.`)
};

/**
* | output |
* | --- |
* | "Name the role and choose what it may do." |
*
* @param {Role_Create_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_create_subtitle = /** @type {((inputs?: Role_Create_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_Create_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_create_subtitle(inputs)
	if (locale === "en") return en_role_create_subtitle(inputs)
	return id_x_standar_role_create_subtitle(inputs)
});