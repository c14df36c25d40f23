/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Group_ActivityInputs */

const id_x_standar_perm_group_activity = /** @type {(inputs: Perm_Group_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`activity`)
};

const id_perm_group_activity = /** @type {(inputs: Perm_Group_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivitas`)
};

const en_perm_group_activity = /** @type {(inputs: Perm_Group_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity`)
};

/**
* | output |
* | --- |
* | "Activity" |
*
* @param {Perm_Group_ActivityInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_group_activity = /** @type {((inputs?: Perm_Group_ActivityInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Group_ActivityInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_group_activity(inputs)
	if (locale === "en") return en_perm_group_activity(inputs)
	return id_x_standar_perm_group_activity(inputs)
});