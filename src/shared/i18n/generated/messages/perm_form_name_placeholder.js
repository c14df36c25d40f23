/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Form_Name_PlaceholderInputs */

const id_x_standar_perm_form_name_placeholder = /** @type {(inputs: Perm_Form_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. maps-export`)
};

const id_perm_form_name_placeholder = /** @type {(inputs: Perm_Form_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mis. maps-export`)
};

const en_perm_form_name_placeholder = /** @type {(inputs: Perm_Form_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. maps-export`)
};

/**
* | output |
* | --- |
* | "e.g. maps-export" |
*
* @param {Perm_Form_Name_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_form_name_placeholder = /** @type {((inputs?: Perm_Form_Name_PlaceholderInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Form_Name_PlaceholderInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_form_name_placeholder(inputs)
	if (locale === "en") return en_perm_form_name_placeholder(inputs)
	return id_x_standar_perm_form_name_placeholder(inputs)
});