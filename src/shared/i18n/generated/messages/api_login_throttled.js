/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Api_Login_ThrottledInputs */

const id_x_standar_api_login_throttled = /** @type {(inputs: Api_Login_ThrottledInputs) => LocalizedString} */ (i) => {
	const minutesPlural = registry.plural("id-x-standar", i?.minutes, {});return /** @type {LocalizedString} */ (`Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${i?.minutes} menit.`)
};

const id_api_login_throttled = /** @type {(inputs: Api_Login_ThrottledInputs) => LocalizedString} */ (i) => {
	const minutesPlural = registry.plural("id", i?.minutes, {});return /** @type {LocalizedString} */ (`Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${i?.minutes} menit.`)
};

const en_api_login_throttled = /** @type {(inputs: Api_Login_ThrottledInputs) => LocalizedString} */ (i) => {const minutesPlural = registry.plural("en", i?.minutes, {});
	if (minutesPlural === "one") return /** @type {LocalizedString} */ (`Too many failed sign-in attempts. Try again in ${i?.minutes} minute.`);
	return /** @type {LocalizedString} */ (`Too many failed sign-in attempts. Try again in ${i?.minutes} minutes.`)
	
};

/**
* | minutesPlural | output |
* | --- | --- |
* | "one" | "Too many failed sign-in attempts. Try again in {minutes} minute." |
* | * | "Too many failed sign-in attempts. Try again in {minutes} minutes." |
*
* @param {Api_Login_ThrottledInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_login_throttled = /** @type {((inputs: Api_Login_ThrottledInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Login_ThrottledInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_login_throttled(inputs)
	if (locale === "en") return en_api_login_throttled(inputs)
	return id_x_standar_api_login_throttled(inputs)
});