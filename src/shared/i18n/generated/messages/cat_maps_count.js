/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Cat_Maps_CountInputs */

const id_x_standar_cat_maps_count = /** @type {(inputs: Cat_Maps_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("id-x-standar", i?.count, {});
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`${i?.count} map`);
	return /** @type {LocalizedString} */ (`${i?.count} maps`)
	
};

const id_cat_maps_count = /** @type {(inputs: Cat_Maps_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} peta`)
};

const en_cat_maps_count = /** @type {(inputs: Cat_Maps_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} map`);
	return /** @type {LocalizedString} */ (`${i?.count} maps`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} map" |
* | * | "{count} maps" |
*
* @param {Cat_Maps_CountInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_maps_count = /** @type {((inputs: Cat_Maps_CountInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Maps_CountInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_maps_count(inputs)
	if (locale === "en") return en_cat_maps_count(inputs)
	return id_x_standar_cat_maps_count(inputs)
});