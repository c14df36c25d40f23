/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_Error_TextInputs */

const id_x_standar_route_error_text = /** @type {(inputs: Route_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page could not be shown. Reloading usually fixes it.`)
};

const id_route_error_text = /** @type {(inputs: Route_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halaman ini tidak dapat ditampilkan. Memuat ulang biasanya memperbaikinya.`)
};

const en_route_error_text = /** @type {(inputs: Route_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page could not be shown. Reloading usually fixes it.`)
};

/**
* | output |
* | --- |
* | "This page could not be shown. Reloading usually fixes it." |
*
* @param {Route_Error_TextInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const route_error_text = /** @type {((inputs?: Route_Error_TextInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Error_TextInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_route_error_text(inputs)
	if (locale === "en") return en_route_error_text(inputs)
	return id_x_standar_route_error_text(inputs)
});