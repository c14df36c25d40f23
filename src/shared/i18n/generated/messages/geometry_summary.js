/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown>, count: NonNullable<unknown> }} Geometry_SummaryInputs */

const id_x_standar_geometry_summary = /** @type {(inputs: Geometry_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("id-x-standar", i?.count, {});
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`${i?.type}, ${i?.count} point`);
	return /** @type {LocalizedString} */ (`${i?.type}, ${i?.count} points`)
	
};

const id_geometry_summary = /** @type {(inputs: Geometry_SummaryInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id", i?.count, {});return /** @type {LocalizedString} */ (`${i?.type}, ${i?.count} titik`)
};

const en_geometry_summary = /** @type {(inputs: Geometry_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.type}, ${i?.count} point`);
	return /** @type {LocalizedString} */ (`${i?.type}, ${i?.count} points`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{type}, {count} point" |
* | * | "{type}, {count} points" |
*
* @param {Geometry_SummaryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geometry_summary = /** @type {((inputs: Geometry_SummaryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Geometry_SummaryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_geometry_summary(inputs)
	if (locale === "en") return en_geometry_summary(inputs)
	return id_x_standar_geometry_summary(inputs)
});