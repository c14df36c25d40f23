/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conflict_Keep_MineInputs */

const id_x_standar_conflict_keep_mine = /** @type {(inputs: Conflict_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep all mine`)
};

const id_conflict_keep_mine = /** @type {(inputs: Conflict_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakai semua milik saya`)
};

const en_conflict_keep_mine = /** @type {(inputs: Conflict_Keep_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep all mine`)
};

/**
* | output |
* | --- |
* | "Keep all mine" |
*
* @param {Conflict_Keep_MineInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_keep_mine = /** @type {((inputs?: Conflict_Keep_MineInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_Keep_MineInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_conflict_keep_mine(inputs)
	if (locale === "en") return en_conflict_keep_mine(inputs)
	return id_x_standar_conflict_keep_mine(inputs)
});