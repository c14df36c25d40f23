/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Use_Current_ViewInputs */

const id_x_standar_map_use_current_view = /** @type {(inputs: Map_Use_Current_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use Current View`)
};

const id_map_use_current_view = /** @type {(inputs: Map_Use_Current_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gunakan Tampilan Saat Ini`)
};

const en_map_use_current_view = /** @type {(inputs: Map_Use_Current_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use Current View`)
};

/**
* | output |
* | --- |
* | "Use Current View" |
*
* @param {Map_Use_Current_ViewInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_use_current_view = /** @type {((inputs?: Map_Use_Current_ViewInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Use_Current_ViewInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_use_current_view(inputs)
	if (locale === "en") return en_map_use_current_view(inputs)
	return id_x_standar_map_use_current_view(inputs)
});