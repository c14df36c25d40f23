/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Import_Out_Of_RangeInputs */

const id_x_standar_api_import_out_of_range = /** @type {(inputs: Api_Import_Out_Of_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordinates are outside longitude -180..180 or latitude -90..90 (a projected file without its .prj?).`)
};

const id_api_import_out_of_range = /** @type {(inputs: Api_Import_Out_Of_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Koordinat berada di luar bujur -180..180 atau lintang -90..90 (berkas berproyeksi tanpa .prj-nya?).`)
};

const en_api_import_out_of_range = /** @type {(inputs: Api_Import_Out_Of_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coordinates are outside longitude -180..180 or latitude -90..90 (a projected file without its .prj?).`)
};

/**
* | output |
* | --- |
* | "Coordinates are outside longitude -180..180 or latitude -90..90 (a projected file without its .prj?)." |
*
* @param {Api_Import_Out_Of_RangeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_out_of_range = /** @type {((inputs?: Api_Import_Out_Of_RangeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Import_Out_Of_RangeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_import_out_of_range(inputs)
	if (locale === "en") return en_api_import_out_of_range(inputs)
	return id_x_standar_api_import_out_of_range(inputs)
});