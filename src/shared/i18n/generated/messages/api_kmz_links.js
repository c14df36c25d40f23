/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Kmz_LinksInputs */

const id_x_standar_api_kmz_links = /** @type {(inputs: Api_Kmz_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The KMZ holds more than 100 links (NetworkLinks) between its own KML files; save it as one KML file or split it into smaller files.`)
};

const id_api_kmz_links = /** @type {(inputs: Api_Kmz_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`KMZ berisi lebih dari 100 tautan (NetworkLink) antarberkas KML di dalamnya; simpan sebagai satu berkas KML atau bagi menjadi beberapa berkas yang lebih kecil.`)
};

const en_api_kmz_links = /** @type {(inputs: Api_Kmz_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The KMZ holds more than 100 links (NetworkLinks) between its own KML files; save it as one KML file or split it into smaller files.`)
};

/**
* | output |
* | --- |
* | "The KMZ holds more than 100 links (NetworkLinks) between its own KML files; save it as one KML file or split it into smaller files." |
*
* @param {Api_Kmz_LinksInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_kmz_links = /** @type {((inputs?: Api_Kmz_LinksInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Kmz_LinksInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_kmz_links(inputs)
	if (locale === "en") return en_api_kmz_links(inputs)
	return id_x_standar_api_kmz_links(inputs)
});