/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ Thing: NonNullable<unknown> }} Delete_SuccessInputs */

const id_x_standar_delete_success = /** @type {(inputs: Delete_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.Thing} deleted successfully!`)
};

const id_delete_success = /** @type {(inputs: Delete_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.Thing} berhasil dihapus!`)
};

const en_delete_success = /** @type {(inputs: Delete_SuccessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.Thing} deleted successfully!`)
};

/**
* | output |
* | --- |
* | "{Thing} deleted successfully!" |
*
* @param {Delete_SuccessInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delete_success = /** @type {((inputs: Delete_SuccessInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Delete_SuccessInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_delete_success(inputs)
	if (locale === "en") return en_delete_success(inputs)
	return id_x_standar_delete_success(inputs)
});