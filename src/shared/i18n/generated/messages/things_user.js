/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Things_UserInputs */

const id_x_standar_things_user = /** @type {(inputs: Things_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`users`)
};

const id_things_user = /** @type {(inputs: Things_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pengguna`)
};

const en_things_user = /** @type {(inputs: Things_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`users`)
};

/**
* | output |
* | --- |
* | "users" |
*
* @param {Things_UserInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const things_user = /** @type {((inputs?: Things_UserInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Things_UserInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_things_user(inputs)
	if (locale === "en") return en_things_user(inputs)
	return id_x_standar_things_user(inputs)
});