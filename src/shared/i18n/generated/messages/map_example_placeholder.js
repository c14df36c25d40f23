/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Map_Example_PlaceholderInputs */

const id_x_standar_map_example_placeholder = /** @type {(inputs: Map_Example_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`e.g. ${i?.value}`)
};

const id_map_example_placeholder = /** @type {(inputs: Map_Example_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`mis. ${i?.value}`)
};

const en_map_example_placeholder = /** @type {(inputs: Map_Example_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`e.g. ${i?.value}`)
};

/**
* | output |
* | --- |
* | "e.g. {value}" |
*
* @param {Map_Example_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_example_placeholder = /** @type {((inputs: Map_Example_PlaceholderInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Example_PlaceholderInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_example_placeholder(inputs)
	if (locale === "en") return en_map_example_placeholder(inputs)
	return id_x_standar_map_example_placeholder(inputs)
});