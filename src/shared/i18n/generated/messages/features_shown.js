/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Features_ShownInputs */

const id_x_standar_features_shown = /** @type {(inputs: Features_ShownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id-x-standar", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} fitur ditampilkan`)
};

const id_features_shown = /** @type {(inputs: Features_ShownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} fitur ditampilkan`)
};

const en_features_shown = /** @type {(inputs: Features_ShownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} feature shown`);
	return /** @type {LocalizedString} */ (`${i?.count} features shown`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} feature shown" |
* | * | "{count} features shown" |
*
* @param {Features_ShownInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const features_shown = /** @type {((inputs: Features_ShownInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Features_ShownInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_features_shown(inputs)
	if (locale === "en") return en_features_shown(inputs)
	return id_x_standar_features_shown(inputs)
});