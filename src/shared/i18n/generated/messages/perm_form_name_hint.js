/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Form_Name_HintInputs */

const id_x_standar_perm_form_name_hint = /** @type {(inputs: Perm_Form_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example maps-export: lowercase letters, digits and hyphens.`)
};

const id_perm_form_name_hint = /** @type {(inputs: Perm_Form_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contohnya maps-export: huruf kecil, angka, dan tanda hubung.`)
};

const en_perm_form_name_hint = /** @type {(inputs: Perm_Form_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example maps-export: lowercase letters, digits and hyphens.`)
};

/**
* | output |
* | --- |
* | "For example maps-export: lowercase letters, digits and hyphens." |
*
* @param {Perm_Form_Name_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_form_name_hint = /** @type {((inputs?: Perm_Form_Name_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Form_Name_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_form_name_hint(inputs)
	if (locale === "en") return en_perm_form_name_hint(inputs)
	return id_x_standar_perm_form_name_hint(inputs)
});