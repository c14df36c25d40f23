/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Position_ShapeInputs */

const id_x_standar_api_position_shape = /** @type {(inputs: Api_Position_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each position must be [longitude, latitude], optionally followed by an altitude.`)
};

const id_api_position_shape = /** @type {(inputs: Api_Position_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setiap posisi harus berupa [bujur, lintang], boleh diikuti ketinggian.`)
};

const en_api_position_shape = /** @type {(inputs: Api_Position_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each position must be [longitude, latitude], optionally followed by an altitude.`)
};

/**
* | output |
* | --- |
* | "Each position must be [longitude, latitude], optionally followed by an altitude." |
*
* @param {Api_Position_ShapeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_position_shape = /** @type {((inputs?: Api_Position_ShapeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Position_ShapeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_position_shape(inputs)
	if (locale === "en") return en_api_position_shape(inputs)
	return id_x_standar_api_position_shape(inputs)
});