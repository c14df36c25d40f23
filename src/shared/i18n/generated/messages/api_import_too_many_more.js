/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ found: NonNullable<unknown>, max: NonNullable<unknown> }} Api_Import_Too_Many_MoreInputs */

const id_x_standar_api_import_too_many_more = /** @type {(inputs: Api_Import_Too_Many_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file holds more than ${i?.found} features; at most ${i?.max} can be imported at once. Split it into smaller files.`)
};

const id_api_import_too_many_more = /** @type {(inputs: Api_Import_Too_Many_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Berkas berisi lebih dari ${i?.found} fitur; paling banyak ${i?.max} fitur dapat diimpor sekaligus. Bagi menjadi beberapa berkas yang lebih kecil.`)
};

const en_api_import_too_many_more = /** @type {(inputs: Api_Import_Too_Many_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file holds more than ${i?.found} features; at most ${i?.max} can be imported at once. Split it into smaller files.`)
};

/**
* | output |
* | --- |
* | "The file holds more than {found} features; at most {max} can be imported at once. Split it into smaller files." |
*
* @param {Api_Import_Too_Many_MoreInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_too_many_more = /** @type {((inputs: Api_Import_Too_Many_MoreInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_Too_Many_MoreInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_too_many_more(inputs)
	if (locale === "en") return en_api_import_too_many_more(inputs)
	return id_x_standar_api_import_too_many_more(inputs)
});