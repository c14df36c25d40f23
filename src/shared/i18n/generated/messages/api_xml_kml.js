/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ detail: NonNullable<unknown> }} Api_Xml_KmlInputs */

const id_x_standar_api_xml_kml = /** @type {(inputs: Api_Xml_KmlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The KML file is not well-formed XML (${i?.detail}).`)
};

const id_api_xml_kml = /** @type {(inputs: Api_Xml_KmlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Berkas KML bukan XML yang tersusun dengan benar (${i?.detail}).`)
};

const en_api_xml_kml = /** @type {(inputs: Api_Xml_KmlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The KML file is not well-formed XML (${i?.detail}).`)
};

/**
* | output |
* | --- |
* | "The KML file is not well-formed XML ({detail})." |
*
* @param {Api_Xml_KmlInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_xml_kml = /** @type {((inputs: Api_Xml_KmlInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Xml_KmlInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_xml_kml(inputs)
	if (locale === "en") return en_api_xml_kml(inputs)
	return id_x_standar_api_xml_kml(inputs)
});