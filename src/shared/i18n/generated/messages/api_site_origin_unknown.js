/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Site_Origin_UnknownInputs */

const id_x_standar_api_site_origin_unknown = /** @type {(inputs: Api_Site_Origin_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The site's public address is not configured (PUBLIC_URL or PUBLIC_HOSTS), so links to it cannot be written.`)
};

const id_api_site_origin_unknown = /** @type {(inputs: Api_Site_Origin_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alamat publik situs belum diatur (PUBLIC_URL atau PUBLIC_HOSTS), sehingga tautan ke situs ini tidak dapat dibuat.`)
};

const en_api_site_origin_unknown = /** @type {(inputs: Api_Site_Origin_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The site's public address is not configured (PUBLIC_URL or PUBLIC_HOSTS), so links to it cannot be written.`)
};

/**
* | output |
* | --- |
* | "The site's public address is not configured (PUBLIC_URL or PUBLIC_HOSTS), so links to it cannot be written." |
*
* @param {Api_Site_Origin_UnknownInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_site_origin_unknown = /** @type {((inputs?: Api_Site_Origin_UnknownInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Site_Origin_UnknownInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_site_origin_unknown(inputs)
	if (locale === "en") return en_api_site_origin_unknown(inputs)
	return id_x_standar_api_site_origin_unknown(inputs)
});