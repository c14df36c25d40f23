/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ user: NonNullable<unknown>, product: NonNullable<unknown> }} Dash_WelcomeInputs */

const id_x_standar_dash_welcome = /** @type {(inputs: Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Selamat datang, ${i?.user}. Ringkasan data ${i?.product}.`)
};

const id_dash_welcome = /** @type {(inputs: Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Selamat datang, ${i?.user}. Ringkasan data ${i?.product}.`)
};

const en_dash_welcome = /** @type {(inputs: Dash_WelcomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome, ${i?.user}. A summary of the ${i?.product} data.`)
};

/**
* | output |
* | --- |
* | "Welcome, {user}. A summary of the {product} data." |
*
* @param {Dash_WelcomeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_welcome = /** @type {((inputs: Dash_WelcomeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_WelcomeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_welcome(inputs)
	if (locale === "en") return en_dash_welcome(inputs)
	return id_x_standar_dash_welcome(inputs)
});