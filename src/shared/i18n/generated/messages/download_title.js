/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Download_TitleInputs */

const id_x_standar_download_title = /** @type {(inputs: Download_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unduh data`)
};

const id_download_title = /** @type {(inputs: Download_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unduh data`)
};

const en_download_title = /** @type {(inputs: Download_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download data`)
};

/**
* | output |
* | --- |
* | "Download data" |
*
* @param {Download_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const download_title = /** @type {((inputs?: Download_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Download_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_download_title(inputs)
	if (locale === "en") return en_download_title(inputs)
	return id_x_standar_download_title(inputs)
});