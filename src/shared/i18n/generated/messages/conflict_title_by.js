/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ thing: NonNullable<unknown>, by: NonNullable<unknown> }} Conflict_Title_ByInputs */

const id_x_standar_conflict_title_by = /** @type {(inputs: Conflict_Title_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This ${i?.thing} was changed by ${i?.by} since you opened it`)
};

const id_conflict_title_by = /** @type {(inputs: Conflict_Title_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Data ${i?.thing} ini telah diubah oleh ${i?.by} sejak Anda membukanya`)
};

const en_conflict_title_by = /** @type {(inputs: Conflict_Title_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This ${i?.thing} was changed by ${i?.by} since you opened it`)
};

/**
* | output |
* | --- |
* | "This {thing} was changed by {by} since you opened it" |
*
* @param {Conflict_Title_ByInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_title_by = /** @type {((inputs: Conflict_Title_ByInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_Title_ByInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_conflict_title_by(inputs)
	if (locale === "en") return en_conflict_title_by(inputs)
	return id_x_standar_conflict_title_by(inputs)
});