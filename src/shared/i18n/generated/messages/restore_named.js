/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Restore_NamedInputs */

const id_x_standar_restore_named = /** @type {(inputs: Restore_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Restore ${i?.name}`)
};

const id_restore_named = /** @type {(inputs: Restore_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pulihkan ${i?.name}`)
};

const en_restore_named = /** @type {(inputs: Restore_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Restore ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Restore {name}" |
*
* @param {Restore_NamedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const restore_named = /** @type {((inputs: Restore_NamedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Restore_NamedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_restore_named(inputs)
	if (locale === "en") return en_restore_named(inputs)
	return id_x_standar_restore_named(inputs)
});