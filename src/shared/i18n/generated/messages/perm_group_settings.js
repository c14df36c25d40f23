/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Group_SettingsInputs */

const id_x_standar_perm_group_settings = /** @type {(inputs: Perm_Group_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`settings`)
};

const id_perm_group_settings = /** @type {(inputs: Perm_Group_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pengaturan`)
};

const en_perm_group_settings = /** @type {(inputs: Perm_Group_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Perm_Group_SettingsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_group_settings = /** @type {((inputs?: Perm_Group_SettingsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Group_SettingsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_group_settings(inputs)
	if (locale === "en") return en_perm_group_settings(inputs)
	return id_x_standar_perm_group_settings(inputs)
});