/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Format_GpxInputs */

const id_x_standar_format_gpx = /** @type {(inputs: Format_GpxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GPX (titik dan jalur)`)
};

const id_format_gpx = /** @type {(inputs: Format_GpxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GPX (titik dan jalur)`)
};

const en_format_gpx = /** @type {(inputs: Format_GpxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GPX (points and tracks)`)
};

/**
* | output |
* | --- |
* | "GPX (points and tracks)" |
*
* @param {Format_GpxInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const format_gpx = /** @type {((inputs?: Format_GpxInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Format_GpxInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_format_gpx(inputs)
	if (locale === "en") return en_format_gpx(inputs)
	return id_x_standar_format_gpx(inputs)
});