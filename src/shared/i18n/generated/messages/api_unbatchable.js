/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ path: NonNullable<unknown> }} Api_UnbatchableInputs */

const id_x_standar_api_unbatchable = /** @type {(inputs: Api_UnbatchableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} cannot be batched; send it as a request of its own.`)
};

const id_api_unbatchable = /** @type {(inputs: Api_UnbatchableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} tidak dapat dikirim dalam batch; kirim sebagai permintaan tersendiri.`)
};

const en_api_unbatchable = /** @type {(inputs: Api_UnbatchableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} cannot be batched; send it as a request of its own.`)
};

/**
* | output |
* | --- |
* | "{path} cannot be batched; send it as a request of its own." |
*
* @param {Api_UnbatchableInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_unbatchable = /** @type {((inputs: Api_UnbatchableInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_UnbatchableInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_unbatchable(inputs)
	if (locale === "en") return en_api_unbatchable(inputs)
	return id_x_standar_api_unbatchable(inputs)
});