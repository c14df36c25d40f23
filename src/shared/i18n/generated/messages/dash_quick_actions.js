/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Quick_ActionsInputs */

const id_x_standar_dash_quick_actions = /** @type {(inputs: Dash_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Actions`)
};

const id_dash_quick_actions = /** @type {(inputs: Dash_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aksi Cepat`)
};

const en_dash_quick_actions = /** @type {(inputs: Dash_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Actions`)
};

/**
* | output |
* | --- |
* | "Quick Actions" |
*
* @param {Dash_Quick_ActionsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_quick_actions = /** @type {((inputs?: Dash_Quick_ActionsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Quick_ActionsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_quick_actions(inputs)
	if (locale === "en") return en_dash_quick_actions(inputs)
	return id_x_standar_dash_quick_actions(inputs)
});