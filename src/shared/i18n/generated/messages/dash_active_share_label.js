/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Active_Share_LabelInputs */

const id_x_standar_dash_active_share_label = /** @type {(inputs: Dash_Active_Share_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persentase maps aktif`)
};

const id_dash_active_share_label = /** @type {(inputs: Dash_Active_Share_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persentase peta aktif`)
};

const en_dash_active_share_label = /** @type {(inputs: Dash_Active_Share_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share of active maps`)
};

/**
* | output |
* | --- |
* | "Share of active maps" |
*
* @param {Dash_Active_Share_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_active_share_label = /** @type {((inputs?: Dash_Active_Share_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Active_Share_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_active_share_label(inputs)
	if (locale === "en") return en_dash_active_share_label(inputs)
	return id_x_standar_dash_active_share_label(inputs)
});