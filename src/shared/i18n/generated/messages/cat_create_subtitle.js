/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Create_SubtitleInputs */

const id_x_standar_cat_create_subtitle = /** @type {(inputs: Cat_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group the map layers; the colour marks them on the map.`)
};

const id_cat_create_subtitle = /** @type {(inputs: Cat_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kelompokkan lapisan peta; warnanya menandai lapisan itu di peta.`)
};

const en_cat_create_subtitle = /** @type {(inputs: Cat_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group the map layers; the colour marks them on the map.`)
};

/**
* | output |
* | --- |
* | "Group the map layers; the colour marks them on the map." |
*
* @param {Cat_Create_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_create_subtitle = /** @type {((inputs?: Cat_Create_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Create_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_create_subtitle(inputs)
	if (locale === "en") return en_cat_create_subtitle(inputs)
	return id_x_standar_cat_create_subtitle(inputs)
});