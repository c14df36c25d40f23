/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown>, limit: NonNullable<unknown> }} Api_Geojson_Too_LongInputs */

const id_x_standar_api_geojson_too_long = /** @type {(inputs: Api_Geojson_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The GeoJSON text is too long (${i?.length} characters; the limit is ${i?.limit}).`)
};

const id_api_geojson_too_long = /** @type {(inputs: Api_Geojson_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teks GeoJSON terlalu panjang (${i?.length} karakter; batasnya ${i?.limit}).`)
};

const en_api_geojson_too_long = /** @type {(inputs: Api_Geojson_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The GeoJSON text is too long (${i?.length} characters; the limit is ${i?.limit}).`)
};

/**
* | output |
* | --- |
* | "The GeoJSON text is too long ({length} characters; the limit is {limit})." |
*
* @param {Api_Geojson_Too_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geojson_too_long = /** @type {((inputs: Api_Geojson_Too_LongInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geojson_Too_LongInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geojson_too_long(inputs)
	if (locale === "en") return en_api_geojson_too_long(inputs)
	return id_x_standar_api_geojson_too_long(inputs)
});