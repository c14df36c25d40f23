/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, category: NonNullable<unknown> }} Api_Import_DoneInputs */

const id_x_standar_api_import_done = /** @type {(inputs: Api_Import_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} maps imported into ${i?.category}.`)
};

const id_api_import_done = /** @type {(inputs: Api_Import_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} peta diimpor ke ${i?.category}.`)
};

const en_api_import_done = /** @type {(inputs: Api_Import_DoneInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`${i?.count} map imported into ${i?.category}.`);
	return /** @type {LocalizedString} */ (`${i?.count} maps imported into ${i?.category}.`)
	
};

/**
* | count | output |
* | --- | --- |
* | "1" | "{count} map imported into {category}." |
* | * | "{count} maps imported into {category}." |
*
* @param {Api_Import_DoneInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_done = /** @type {((inputs: Api_Import_DoneInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_DoneInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_done(inputs)
	if (locale === "en") return en_api_import_done(inputs)
	return id_x_standar_api_import_done(inputs)
});