/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Api_Import_Name_EmptyInputs */

const id_x_standar_api_import_name_empty = /** @type {(inputs: Api_Import_Name_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The name is empty; it will be called "${i?.name}".`)
};

const id_api_import_name_empty = /** @type {(inputs: Api_Import_Name_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Namanya kosong; fitur ini akan dinamai "${i?.name}".`)
};

const en_api_import_name_empty = /** @type {(inputs: Api_Import_Name_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The name is empty; it will be called "${i?.name}".`)
};

/**
* | output |
* | --- |
* | "The name is empty; it will be called \"{name}\"." |
*
* @param {Api_Import_Name_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_name_empty = /** @type {((inputs: Api_Import_Name_EmptyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_Name_EmptyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_name_empty(inputs)
	if (locale === "en") return en_api_import_name_empty(inputs)
	return id_x_standar_api_import_name_empty(inputs)
});