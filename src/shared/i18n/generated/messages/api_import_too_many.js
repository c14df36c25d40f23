/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Api_Import_Too_ManyInputs */

const id_x_standar_api_import_too_many = /** @type {(inputs: Api_Import_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file holds ${i?.count} features; at most ${i?.max} can be imported at once. Split it into smaller files.`)
};

const id_api_import_too_many = /** @type {(inputs: Api_Import_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Berkas berisi ${i?.count} fitur; paling banyak ${i?.max} fitur dapat diimpor sekaligus. Bagi menjadi beberapa berkas yang lebih kecil.`)
};

const en_api_import_too_many = /** @type {(inputs: Api_Import_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file holds ${i?.count} features; at most ${i?.max} can be imported at once. Split it into smaller files.`)
};

/**
* | output |
* | --- |
* | "The file holds {count} features; at most {max} can be imported at once. Split it into smaller files." |
*
* @param {Api_Import_Too_ManyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_too_many = /** @type {((inputs: Api_Import_Too_ManyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_Too_ManyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_too_many(inputs)
	if (locale === "en") return en_api_import_too_many(inputs)
	return id_x_standar_api_import_too_many(inputs)
});