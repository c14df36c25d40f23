/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Load_FailedInputs */

const id_x_standar_dash_load_failed = /** @type {(inputs: Dash_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagal memuat data dashboard`)
};

const id_dash_load_failed = /** @type {(inputs: Dash_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagal memuat data dasbor`)
};

const en_dash_load_failed = /** @type {(inputs: Dash_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dashboard data could not be loaded`)
};

/**
* | output |
* | --- |
* | "The dashboard data could not be loaded" |
*
* @param {Dash_Load_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_load_failed = /** @type {((inputs?: Dash_Load_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Load_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_load_failed(inputs)
	if (locale === "en") return en_dash_load_failed(inputs)
	return id_x_standar_dash_load_failed(inputs)
});