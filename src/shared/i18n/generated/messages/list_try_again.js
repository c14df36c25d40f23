/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Try_AgainInputs */

const id_x_standar_list_try_again = /** @type {(inputs: List_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try Again`)
};

const id_list_try_again = /** @type {(inputs: List_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coba lagi`)
};

const en_list_try_again = /** @type {(inputs: List_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

/**
* | output |
* | --- |
* | "Try again" |
*
* @param {List_Try_AgainInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const list_try_again = /** @type {((inputs?: List_Try_AgainInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Try_AgainInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_list_try_again(inputs)
	if (locale === "en") return en_list_try_again(inputs)
	return id_x_standar_list_try_again(inputs)
});