/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ thing: NonNullable<unknown> }} History_ForbiddenInputs */

const id_x_standar_history_forbidden = /** @type {(inputs: History_ForbiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only those who may edit this ${i?.thing} may read this history.`)
};

const id_history_forbidden = /** @type {(inputs: History_ForbiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hanya yang boleh mengubah data ${i?.thing} ini yang dapat membaca riwayatnya.`)
};

const en_history_forbidden = /** @type {(inputs: History_ForbiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only those who may edit this ${i?.thing} may read this history.`)
};

/**
* | output |
* | --- |
* | "Only those who may edit this {thing} may read this history." |
*
* @param {History_ForbiddenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_forbidden = /** @type {((inputs: History_ForbiddenInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_ForbiddenInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_forbidden(inputs)
	if (locale === "en") return en_history_forbidden(inputs)
	return id_x_standar_history_forbidden(inputs)
});