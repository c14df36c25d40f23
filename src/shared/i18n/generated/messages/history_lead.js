/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ thing: NonNullable<unknown> }} History_LeadInputs */

const id_x_standar_history_lead = /** @type {(inputs: History_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every saved change of this ${i?.thing}, newest first.`)
};

const id_history_lead = /** @type {(inputs: History_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Setiap perubahan yang tersimpan pada data ${i?.thing} ini, dari yang terbaru.`)
};

const en_history_lead = /** @type {(inputs: History_LeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every saved change of this ${i?.thing}, newest first.`)
};

/**
* | output |
* | --- |
* | "Every saved change of this {thing}, newest first." |
*
* @param {History_LeadInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_lead = /** @type {((inputs: History_LeadInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_LeadInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_lead(inputs)
	if (locale === "en") return en_history_lead(inputs)
	return id_x_standar_history_lead(inputs)
});