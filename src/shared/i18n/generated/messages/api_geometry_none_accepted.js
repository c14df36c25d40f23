/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Geometry_None_AcceptedInputs */

const id_x_standar_api_geometry_none_accepted = /** @type {(inputs: Api_Geometry_None_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No geometry is accepted here.`)
};

const id_api_geometry_none_accepted = /** @type {(inputs: Api_Geometry_None_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Di sini tidak ada geometri yang diterima.`)
};

const en_api_geometry_none_accepted = /** @type {(inputs: Api_Geometry_None_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No geometry is accepted here.`)
};

/**
* | output |
* | --- |
* | "No geometry is accepted here." |
*
* @param {Api_Geometry_None_AcceptedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_none_accepted = /** @type {((inputs?: Api_Geometry_None_AcceptedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geometry_None_AcceptedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geometry_none_accepted(inputs)
	if (locale === "en") return en_api_geometry_none_accepted(inputs)
	return id_x_standar_api_geometry_none_accepted(inputs)
});