/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thing_SettingsInputs */

const id_x_standar_thing_settings = /** @type {(inputs: Thing_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`settings`)
};

const id_thing_settings = /** @type {(inputs: Thing_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pengaturan`)
};

const en_thing_settings = /** @type {(inputs: Thing_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`settings`)
};

/**
* | output |
* | --- |
* | "settings" |
*
* @param {Thing_SettingsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const thing_settings = /** @type {((inputs?: Thing_SettingsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thing_SettingsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_thing_settings(inputs)
	if (locale === "en") return en_thing_settings(inputs)
	return id_x_standar_thing_settings(inputs)
});