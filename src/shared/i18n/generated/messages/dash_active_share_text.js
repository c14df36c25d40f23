/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Dash_Active_Share_TextInputs */

const id_x_standar_dash_active_share_text = /** @type {(inputs: Dash_Active_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% dari semua layer`)
};

const id_dash_active_share_text = /** @type {(inputs: Dash_Active_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% dari semua lapisan`)
};

const en_dash_active_share_text = /** @type {(inputs: Dash_Active_Share_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% of all layers`)
};

/**
* | output |
* | --- |
* | "{percent}% of all layers" |
*
* @param {Dash_Active_Share_TextInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_active_share_text = /** @type {((inputs: Dash_Active_Share_TextInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Active_Share_TextInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_active_share_text(inputs)
	if (locale === "en") return en_dash_active_share_text(inputs)
	return id_x_standar_dash_active_share_text(inputs)
});