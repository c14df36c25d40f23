/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Reset_GeometryInputs */

const id_x_standar_map_reset_geometry = /** @type {(inputs: Map_Reset_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset Geometry`)
};

const id_map_reset_geometry = /** @type {(inputs: Map_Reset_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atur Ulang Geometri`)
};

const en_map_reset_geometry = /** @type {(inputs: Map_Reset_GeometryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset Geometry`)
};

/**
* | output |
* | --- |
* | "Reset Geometry" |
*
* @param {Map_Reset_GeometryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_reset_geometry = /** @type {((inputs?: Map_Reset_GeometryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Reset_GeometryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_reset_geometry(inputs)
	if (locale === "en") return en_map_reset_geometry(inputs)
	return id_x_standar_map_reset_geometry(inputs)
});