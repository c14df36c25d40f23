/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ maps: NonNullable<unknown>, active: NonNullable<unknown>, percent: NonNullable<unknown>, count: NonNullable<unknown> }} Dash_SummaryInputs */

const id_x_standar_dash_summary = /** @type {(inputs: Dash_SummaryInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id-x-standar", i?.count, {});return /** @type {LocalizedString} */ (`Ada ${i?.maps} layer peta; ${i?.active} aktif (${i?.percent}%).`)
};

const id_dash_summary = /** @type {(inputs: Dash_SummaryInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id", i?.count, {});return /** @type {LocalizedString} */ (`Ada ${i?.maps} lapisan peta; ${i?.active} aktif (${i?.percent}%).`)
};

const en_dash_summary = /** @type {(inputs: Dash_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`There is ${i?.maps} map layer; ${i?.active} active (${i?.percent}%).`);
	return /** @type {LocalizedString} */ (`There are ${i?.maps} map layers; ${i?.active} active (${i?.percent}%).`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "There is {maps} map layer; {active} active ({percent}%)." |
* | * | "There are {maps} map layers; {active} active ({percent}%)." |
*
* @param {Dash_SummaryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_summary = /** @type {((inputs: Dash_SummaryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_SummaryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_summary(inputs)
	if (locale === "en") return en_dash_summary(inputs)
	return id_x_standar_dash_summary(inputs)
});