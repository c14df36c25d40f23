/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fields: NonNullable<unknown> }} History_ChangedInputs */

const id_x_standar_history_changed = /** @type {(inputs: History_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changed ${i?.fields}`)
};

const id_history_changed = /** @type {(inputs: History_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mengubah ${i?.fields}`)
};

const en_history_changed = /** @type {(inputs: History_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changed ${i?.fields}`)
};

/**
* | output |
* | --- |
* | "Changed {fields}" |
*
* @param {History_ChangedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_changed = /** @type {((inputs: History_ChangedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_ChangedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_changed(inputs)
	if (locale === "en") return en_history_changed(inputs)
	return id_x_standar_history_changed(inputs)
});