/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Conflict_SettingsInputs */

const id_x_standar_api_conflict_settings = /** @type {(inputs: Api_Conflict_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The settings were changed since you opened it.`)
};

const id_api_conflict_settings = /** @type {(inputs: Api_Conflict_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pengaturan telah diubah sejak Anda membukanya.`)
};

const en_api_conflict_settings = /** @type {(inputs: Api_Conflict_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The settings were changed since you opened them.`)
};

/**
* | output |
* | --- |
* | "The settings were changed since you opened them." |
*
* @param {Api_Conflict_SettingsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_conflict_settings = /** @type {((inputs?: Api_Conflict_SettingsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Conflict_SettingsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_conflict_settings(inputs)
	if (locale === "en") return en_api_conflict_settings(inputs)
	return id_x_standar_api_conflict_settings(inputs)
});