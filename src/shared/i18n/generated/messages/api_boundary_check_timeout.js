/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Boundary_Check_TimeoutInputs */

const id_x_standar_api_boundary_check_timeout = /** @type {(inputs: Api_Boundary_Check_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The village boundary could not be checked in time; simplify it and try again.`)
};

const id_api_boundary_check_timeout = /** @type {(inputs: Api_Boundary_Check_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Batas desa tidak dapat diperiksa tepat waktu; sederhanakan lalu coba lagi.`)
};

const en_api_boundary_check_timeout = /** @type {(inputs: Api_Boundary_Check_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The village boundary could not be checked in time; simplify it and try again.`)
};

/**
* | output |
* | --- |
* | "The village boundary could not be checked in time; simplify it and try again." |
*
* @param {Api_Boundary_Check_TimeoutInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_boundary_check_timeout = /** @type {((inputs?: Api_Boundary_Check_TimeoutInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Boundary_Check_TimeoutInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_boundary_check_timeout(inputs)
	if (locale === "en") return en_api_boundary_check_timeout(inputs)
	return id_x_standar_api_boundary_check_timeout(inputs)
});