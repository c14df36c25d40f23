/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Marker_CircleInputs */

const id_x_standar_cat_marker_circle = /** @type {(inputs: Cat_Marker_CircleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coloured circle`)
};

const id_cat_marker_circle = /** @type {(inputs: Cat_Marker_CircleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lingkaran berwarna`)
};

const en_cat_marker_circle = /** @type {(inputs: Cat_Marker_CircleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coloured circle`)
};

/**
* | output |
* | --- |
* | "Coloured circle" |
*
* @param {Cat_Marker_CircleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_marker_circle = /** @type {((inputs?: Cat_Marker_CircleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Marker_CircleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_marker_circle(inputs)
	if (locale === "en") return en_cat_marker_circle(inputs)
	return id_x_standar_cat_marker_circle(inputs)
});