/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Webgl_UnsupportedInputs */

const id_x_standar_map_webgl_unsupported = /** @type {(inputs: Map_Webgl_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta tidak dapat ditampilkan: peramban ini tidak mendukung WebGL.`)
};

const id_map_webgl_unsupported = /** @type {(inputs: Map_Webgl_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta tidak dapat ditampilkan: peramban ini tidak mendukung WebGL.`)
};

const en_map_webgl_unsupported = /** @type {(inputs: Map_Webgl_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The map cannot be shown: this browser does not support WebGL.`)
};

/**
* | output |
* | --- |
* | "The map cannot be shown: this browser does not support WebGL." |
*
* @param {Map_Webgl_UnsupportedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_webgl_unsupported = /** @type {((inputs?: Map_Webgl_UnsupportedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Webgl_UnsupportedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_webgl_unsupported(inputs)
	if (locale === "en") return en_map_webgl_unsupported(inputs)
	return id_x_standar_map_webgl_unsupported(inputs)
});