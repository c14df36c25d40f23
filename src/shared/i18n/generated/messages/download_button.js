/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Download_ButtonInputs */

const id_x_standar_download_button = /** @type {(inputs: Download_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unduh`)
};

const id_download_button = /** @type {(inputs: Download_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unduh`)
};

const en_download_button = /** @type {(inputs: Download_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download`)
};

/**
* | output |
* | --- |
* | "Download" |
*
* @param {Download_ButtonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const download_button = /** @type {((inputs?: Download_ButtonInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Download_ButtonInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_download_button(inputs)
	if (locale === "en") return en_download_button(inputs)
	return id_x_standar_download_button(inputs)
});