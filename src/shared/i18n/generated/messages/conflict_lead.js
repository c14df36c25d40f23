/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conflict_LeadInputs */

const id_x_standar_conflict_lead = /** @type {(inputs: Conflict_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose, for each field, your value or the one saved now; then save the result.`)
};

const id_conflict_lead = /** @type {(inputs: Conflict_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih, untuk setiap isian, nilai Anda atau nilai yang tersimpan sekarang; lalu simpan hasilnya.`)
};

const en_conflict_lead = /** @type {(inputs: Conflict_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose, for each field, your value or the one saved now; then save the result.`)
};

/**
* | output |
* | --- |
* | "Choose, for each field, your value or the one saved now; then save the result." |
*
* @param {Conflict_LeadInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_lead = /** @type {((inputs?: Conflict_LeadInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_LeadInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_conflict_lead(inputs)
	if (locale === "en") return en_conflict_lead(inputs)
	return id_x_standar_conflict_lead(inputs)
});