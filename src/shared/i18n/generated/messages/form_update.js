/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_UpdateInputs */

const id_x_standar_form_update = /** @type {(inputs: Form_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update`)
};

const id_form_update = /** @type {(inputs: Form_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perbarui`)
};

const en_form_update = /** @type {(inputs: Form_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update`)
};

/**
* | output |
* | --- |
* | "Update" |
*
* @param {Form_UpdateInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_update = /** @type {((inputs?: Form_UpdateInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_UpdateInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_form_update(inputs)
	if (locale === "en") return en_form_update(inputs)
	return id_x_standar_form_update(inputs)
});