/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ thing: NonNullable<unknown>, by: NonNullable<unknown>, at: NonNullable<unknown> }} Conflict_Title_By_AtInputs */

const id_x_standar_conflict_title_by_at = /** @type {(inputs: Conflict_Title_By_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This ${i?.thing} was changed by ${i?.by} at ${i?.at} since you opened it`)
};

const id_conflict_title_by_at = /** @type {(inputs: Conflict_Title_By_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Data ${i?.thing} ini telah diubah oleh ${i?.by} pada ${i?.at} sejak Anda membukanya`)
};

const en_conflict_title_by_at = /** @type {(inputs: Conflict_Title_By_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This ${i?.thing} was changed by ${i?.by} at ${i?.at} since you opened it`)
};

/**
* | output |
* | --- |
* | "This {thing} was changed by {by} at {at} since you opened it" |
*
* @param {Conflict_Title_By_AtInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_title_by_at = /** @type {((inputs: Conflict_Title_By_AtInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_Title_By_AtInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_conflict_title_by_at(inputs)
	if (locale === "en") return en_conflict_title_by_at(inputs)
	return id_x_standar_conflict_title_by_at(inputs)
});