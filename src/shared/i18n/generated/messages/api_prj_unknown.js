/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Api_Prj_UnknownInputs */

const id_x_standar_api_prj_unknown = /** @type {(inputs: Api_Prj_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The projection in the .prj file (${i?.name}) is not understood.`)
};

const id_api_prj_unknown = /** @type {(inputs: Api_Prj_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Proyeksi dalam berkas .prj (${i?.name}) tidak dikenali.`)
};

const en_api_prj_unknown = /** @type {(inputs: Api_Prj_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The projection in the .prj file (${i?.name}) is not understood.`)
};

/**
* | output |
* | --- |
* | "The projection in the .prj file ({name}) is not understood." |
*
* @param {Api_Prj_UnknownInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_prj_unknown = /** @type {((inputs: Api_Prj_UnknownInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Prj_UnknownInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_prj_unknown(inputs)
	if (locale === "en") return en_api_prj_unknown(inputs)
	return id_x_standar_api_prj_unknown(inputs)
});