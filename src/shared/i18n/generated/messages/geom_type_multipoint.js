/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Geom_Type_MultipointInputs */

const id_x_standar_geom_type_multipoint = /** @type {(inputs: Geom_Type_MultipointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MultiPoint`)
};

const id_geom_type_multipoint = /** @type {(inputs: Geom_Type_MultipointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multititik`)
};

const en_geom_type_multipoint = /** @type {(inputs: Geom_Type_MultipointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MultiPoint`)
};

/**
* | output |
* | --- |
* | "MultiPoint" |
*
* @param {Geom_Type_MultipointInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geom_type_multipoint = /** @type {((inputs?: Geom_Type_MultipointInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Geom_Type_MultipointInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_geom_type_multipoint(inputs)
	if (locale === "en") return en_geom_type_multipoint(inputs)
	return id_x_standar_geom_type_multipoint(inputs)
});