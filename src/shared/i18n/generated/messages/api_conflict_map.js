/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Conflict_MapInputs */

const id_x_standar_api_conflict_map = /** @type {(inputs: Api_Conflict_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This map was changed since you opened it.`)
};

const id_api_conflict_map = /** @type {(inputs: Api_Conflict_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta ini telah diubah sejak Anda membukanya.`)
};

const en_api_conflict_map = /** @type {(inputs: Api_Conflict_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This map was changed since you opened it.`)
};

/**
* | output |
* | --- |
* | "This map was changed since you opened it." |
*
* @param {Api_Conflict_MapInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_conflict_map = /** @type {((inputs?: Api_Conflict_MapInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Conflict_MapInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_conflict_map(inputs)
	if (locale === "en") return en_api_conflict_map(inputs)
	return id_x_standar_api_conflict_map(inputs)
});