/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ things: NonNullable<unknown> }} Deleted_SubtitleInputs */

const id_x_standar_deleted_subtitle = /** @type {(inputs: Deleted_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deleted ${i?.things} can be restored for 30 days; after that they are removed for good.`)
};

const id_deleted_subtitle = /** @type {(inputs: Deleted_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Data ${i?.things} yang dihapus dapat dipulihkan selama 30 hari; setelah itu dihapus untuk selamanya.`)
};

const en_deleted_subtitle = /** @type {(inputs: Deleted_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deleted ${i?.things} can be restored for 30 days; after that they are removed for good.`)
};

/**
* | output |
* | --- |
* | "Deleted {things} can be restored for 30 days; after that they are removed for good." |
*
* @param {Deleted_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const deleted_subtitle = /** @type {((inputs: Deleted_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleted_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_deleted_subtitle(inputs)
	if (locale === "en") return en_deleted_subtitle(inputs)
	return id_x_standar_deleted_subtitle(inputs)
});