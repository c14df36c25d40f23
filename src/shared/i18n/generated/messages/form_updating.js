/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_UpdatingInputs */

const id_x_standar_form_updating = /** @type {(inputs: Form_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating...`)
};

const id_form_updating = /** @type {(inputs: Form_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memperbarui...`)
};

const en_form_updating = /** @type {(inputs: Form_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating...`)
};

/**
* | output |
* | --- |
* | "Updating..." |
*
* @param {Form_UpdatingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_updating = /** @type {((inputs?: Form_UpdatingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_UpdatingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_form_updating(inputs)
	if (locale === "en") return en_form_updating(inputs)
	return id_x_standar_form_updating(inputs)
});