/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Geometry_GenericInputs */

const id_x_standar_geometry_generic = /** @type {(inputs: Geometry_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geometry`)
};

const id_geometry_generic = /** @type {(inputs: Geometry_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geometri`)
};

const en_geometry_generic = /** @type {(inputs: Geometry_GenericInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geometry`)
};

/**
* | output |
* | --- |
* | "Geometry" |
*
* @param {Geometry_GenericInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geometry_generic = /** @type {((inputs?: Geometry_GenericInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Geometry_GenericInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_geometry_generic(inputs)
	if (locale === "en") return en_geometry_generic(inputs)
	return id_x_standar_geometry_generic(inputs)
});