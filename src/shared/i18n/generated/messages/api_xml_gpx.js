/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ detail: NonNullable<unknown> }} Api_Xml_GpxInputs */

const id_x_standar_api_xml_gpx = /** @type {(inputs: Api_Xml_GpxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The GPX file is not well-formed XML (${i?.detail}).`)
};

const id_api_xml_gpx = /** @type {(inputs: Api_Xml_GpxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Berkas GPX bukan XML yang tersusun dengan benar (${i?.detail}).`)
};

const en_api_xml_gpx = /** @type {(inputs: Api_Xml_GpxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The GPX file is not well-formed XML (${i?.detail}).`)
};

/**
* | output |
* | --- |
* | "The GPX file is not well-formed XML ({detail})." |
*
* @param {Api_Xml_GpxInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_xml_gpx = /** @type {((inputs: Api_Xml_GpxInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Xml_GpxInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_xml_gpx(inputs)
	if (locale === "en") return en_api_xml_gpx(inputs)
	return id_x_standar_api_xml_gpx(inputs)
});