/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thing_SettingInputs */

const id_x_standar_thing_setting = /** @type {(inputs: Thing_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`setting`)
};

const id_thing_setting = /** @type {(inputs: Thing_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pengaturan`)
};

const en_thing_setting = /** @type {(inputs: Thing_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`setting`)
};

/**
* | output |
* | --- |
* | "setting" |
*
* @param {Thing_SettingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const thing_setting = /** @type {((inputs?: Thing_SettingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thing_SettingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_thing_setting(inputs)
	if (locale === "en") return en_thing_setting(inputs)
	return id_x_standar_thing_setting(inputs)
});