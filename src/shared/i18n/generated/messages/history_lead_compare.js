/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ thing: NonNullable<unknown> }} History_Lead_CompareInputs */

const id_x_standar_history_lead_compare = /** @type {(inputs: History_Lead_CompareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every saved change of this ${i?.thing}, newest first. Choose one to compare it with the current one.`)
};

const id_history_lead_compare = /** @type {(inputs: History_Lead_CompareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Setiap perubahan yang tersimpan pada data ${i?.thing} ini, dari yang terbaru. Pilih salah satu untuk membandingkannya dengan yang sekarang.`)
};

const en_history_lead_compare = /** @type {(inputs: History_Lead_CompareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every saved change of this ${i?.thing}, newest first. Choose one to compare it with the current one.`)
};

/**
* | output |
* | --- |
* | "Every saved change of this {thing}, newest first. Choose one to compare it with the current one." |
*
* @param {History_Lead_CompareInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_lead_compare = /** @type {((inputs: History_Lead_CompareInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Lead_CompareInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_lead_compare(inputs)
	if (locale === "en") return en_history_lead_compare(inputs)
	return id_x_standar_history_lead_compare(inputs)
});