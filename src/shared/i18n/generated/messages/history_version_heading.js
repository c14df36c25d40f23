/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown>, at: NonNullable<unknown>, by: NonNullable<unknown> }} History_Version_HeadingInputs */

const id_x_standar_history_version_heading = /** @type {(inputs: History_Version_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}, ${i?.at} by ${i?.by}`)
};

const id_history_version_heading = /** @type {(inputs: History_Version_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versi ${i?.version}, ${i?.at} oleh ${i?.by}`)
};

const en_history_version_heading = /** @type {(inputs: History_Version_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}, ${i?.at} by ${i?.by}`)
};

/**
* | output |
* | --- |
* | "Version {version}, {at} by {by}" |
*
* @param {History_Version_HeadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_version_heading = /** @type {((inputs: History_Version_HeadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Version_HeadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_version_heading(inputs)
	if (locale === "en") return en_history_version_heading(inputs)
	return id_x_standar_history_version_heading(inputs)
});