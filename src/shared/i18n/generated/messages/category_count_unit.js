/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Category_Count_UnitInputs */

const id_x_standar_category_count_unit = /** @type {(inputs: Category_Count_UnitInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id-x-standar", i?.count, {});return /** @type {LocalizedString} */ (`peta`)
};

const id_category_count_unit = /** @type {(inputs: Category_Count_UnitInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id", i?.count, {});return /** @type {LocalizedString} */ (`peta`)
};

const en_category_count_unit = /** @type {(inputs: Category_Count_UnitInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`map`);
	return /** @type {LocalizedString} */ (`maps`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "map" |
* | * | "maps" |
*
* @param {Category_Count_UnitInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const category_count_unit = /** @type {((inputs: Category_Count_UnitInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Count_UnitInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_category_count_unit(inputs)
	if (locale === "en") return en_category_count_unit(inputs)
	return id_x_standar_category_count_unit(inputs)
});