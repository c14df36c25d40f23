/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Kmz_No_KmlInputs */

const id_x_standar_api_kmz_no_kml = /** @type {(inputs: Api_Kmz_No_KmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The KMZ holds no .kml file.`)
};

const id_api_kmz_no_kml = /** @type {(inputs: Api_Kmz_No_KmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KMZ tidak berisi berkas .kml.`)
};

const en_api_kmz_no_kml = /** @type {(inputs: Api_Kmz_No_KmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The KMZ holds no .kml file.`)
};

/**
* | output |
* | --- |
* | "The KMZ holds no .kml file." |
*
* @param {Api_Kmz_No_KmlInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_kmz_no_kml = /** @type {((inputs?: Api_Kmz_No_KmlInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Kmz_No_KmlInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_kmz_no_kml(inputs)
	if (locale === "en") return en_api_kmz_no_kml(inputs)
	return id_x_standar_api_kmz_no_kml(inputs)
});