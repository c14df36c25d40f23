/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown>, declared: NonNullable<unknown> }} Api_Zip_Entry_SmallerInputs */

const id_x_standar_api_zip_entry_smaller = /** @type {(inputs: Api_Zip_Entry_SmallerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The zip file is damaged: ${i?.name} unpacks to ${i?.size} bytes, not the ${i?.declared} its header declares.`)
};

const id_api_zip_entry_smaller = /** @type {(inputs: Api_Zip_Entry_SmallerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Berkas zip rusak: ${i?.name} berisi ${i?.size} byte, bukan ${i?.declared} byte yang dinyatakan header-nya.`)
};

const en_api_zip_entry_smaller = /** @type {(inputs: Api_Zip_Entry_SmallerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The zip file is damaged: ${i?.name} unpacks to ${i?.size} bytes, not the ${i?.declared} its header declares.`)
};

/**
* | output |
* | --- |
* | "The zip file is damaged: {name} unpacks to {size} bytes, not the {declared} its header declares." |
*
* @param {Api_Zip_Entry_SmallerInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_entry_smaller = /** @type {((inputs: Api_Zip_Entry_SmallerInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Zip_Entry_SmallerInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_zip_entry_smaller(inputs)
	if (locale === "en") return en_api_zip_entry_smaller(inputs)
	return id_x_standar_api_zip_entry_smaller(inputs)
});