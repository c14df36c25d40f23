/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Add_Category_HintInputs */

const id_x_standar_dash_add_category_hint = /** @type {(inputs: Dash_Add_Category_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kelompokkan layer peta`)
};

const id_dash_add_category_hint = /** @type {(inputs: Dash_Add_Category_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kelompokkan lapisan peta`)
};

const en_dash_add_category_hint = /** @type {(inputs: Dash_Add_Category_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group the map layers`)
};

/**
* | output |
* | --- |
* | "Group the map layers" |
*
* @param {Dash_Add_Category_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_add_category_hint = /** @type {((inputs?: Dash_Add_Category_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Add_Category_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_add_category_hint(inputs)
	if (locale === "en") return en_dash_add_category_hint(inputs)
	return id_x_standar_dash_add_category_hint(inputs)
});