/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Return_To_DashboardInputs */

const id_x_standar_error_return_to_dashboard = /** @type {(inputs: Error_Return_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Dashboard`)
};

const id_error_return_to_dashboard = /** @type {(inputs: Error_Return_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kembali ke Dasbor`)
};

const en_error_return_to_dashboard = /** @type {(inputs: Error_Return_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Dashboard`)
};

/**
* | output |
* | --- |
* | "Return to Dashboard" |
*
* @param {Error_Return_To_DashboardInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const error_return_to_dashboard = /** @type {((inputs?: Error_Return_To_DashboardInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Return_To_DashboardInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_error_return_to_dashboard(inputs)
	if (locale === "en") return en_error_return_to_dashboard(inputs)
	return id_x_standar_error_return_to_dashboard(inputs)
});