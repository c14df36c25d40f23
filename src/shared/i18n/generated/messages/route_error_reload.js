/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_Error_ReloadInputs */

const id_x_standar_route_error_reload = /** @type {(inputs: Route_Error_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

const id_route_error_reload = /** @type {(inputs: Route_Error_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muat ulang`)
};

const en_route_error_reload = /** @type {(inputs: Route_Error_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Route_Error_ReloadInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const route_error_reload = /** @type {((inputs?: Route_Error_ReloadInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Error_ReloadInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_route_error_reload(inputs)
	if (locale === "en") return en_route_error_reload(inputs)
	return id_x_standar_route_error_reload(inputs)
});