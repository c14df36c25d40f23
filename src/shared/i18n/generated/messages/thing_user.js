/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thing_UserInputs */

const id_x_standar_thing_user = /** @type {(inputs: Thing_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`user`)
};

const id_thing_user = /** @type {(inputs: Thing_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pengguna`)
};

const en_thing_user = /** @type {(inputs: Thing_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`user`)
};

/**
* | output |
* | --- |
* | "user" |
*
* @param {Thing_UserInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const thing_user = /** @type {((inputs?: Thing_UserInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thing_UserInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_thing_user(inputs)
	if (locale === "en") return en_thing_user(inputs)
	return id_x_standar_thing_user(inputs)
});