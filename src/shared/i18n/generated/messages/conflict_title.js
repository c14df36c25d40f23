/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ thing: NonNullable<unknown> }} Conflict_TitleInputs */

const id_x_standar_conflict_title = /** @type {(inputs: Conflict_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This ${i?.thing} was changed since you opened it`)
};

const id_conflict_title = /** @type {(inputs: Conflict_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Data ${i?.thing} ini telah diubah sejak Anda membukanya`)
};

const en_conflict_title = /** @type {(inputs: Conflict_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This ${i?.thing} was changed since you opened it`)
};

/**
* | output |
* | --- |
* | "This {thing} was changed since you opened it" |
*
* @param {Conflict_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_title = /** @type {((inputs: Conflict_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_conflict_title(inputs)
	if (locale === "en") return en_conflict_title(inputs)
	return id_x_standar_conflict_title(inputs)
});