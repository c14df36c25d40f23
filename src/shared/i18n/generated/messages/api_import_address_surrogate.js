/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, field: NonNullable<unknown>, code: NonNullable<unknown>, position: NonNullable<unknown> }} Api_Import_Address_SurrogateInputs */

const id_x_standar_api_import_address_surrogate = /** @type {(inputs: Api_Import_Address_SurrogateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Feature ${i?.number}: its address ("${i?.field}") holds a broken character (lone surrogate ${i?.code}) at character ${i?.position}; fix the file and import it again.`)
};

const id_api_import_address_surrogate = /** @type {(inputs: Api_Import_Address_SurrogateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fitur ${i?.number}: alamatnya ("${i?.field}") berisi karakter rusak (surrogate tunggal ${i?.code}) pada karakter ke-${i?.position}; perbaiki berkas lalu impor lagi.`)
};

const en_api_import_address_surrogate = /** @type {(inputs: Api_Import_Address_SurrogateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Feature ${i?.number}: its address ("${i?.field}") holds a broken character (lone surrogate ${i?.code}) at character ${i?.position}; fix the file and import it again.`)
};

/**
* | output |
* | --- |
* | "Feature {number}: its address (\"{field}\") holds a broken character (lone surrogate {code}) at character {position}; fix the file and import it again." |
*
* @param {Api_Import_Address_SurrogateInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_address_surrogate = /** @type {((inputs: Api_Import_Address_SurrogateInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_Address_SurrogateInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_address_surrogate(inputs)
	if (locale === "en") return en_api_import_address_surrogate(inputs)
	return id_x_standar_api_import_address_surrogate(inputs)
});