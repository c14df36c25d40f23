/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Import_ButtonInputs */

const id_x_standar_import_button = /** @type {(inputs: Import_ButtonInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id-x-standar", i?.count, {});return /** @type {LocalizedString} */ (`Import ${i?.count} maps`)
};

const id_import_button = /** @type {(inputs: Import_ButtonInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id", i?.count, {});return /** @type {LocalizedString} */ (`Impor ${i?.count} peta`)
};

const en_import_button = /** @type {(inputs: Import_ButtonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Import ${i?.count} map`);
	return /** @type {LocalizedString} */ (`Import ${i?.count} maps`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Import {count} map" |
* | * | "Import {count} maps" |
*
* @param {Import_ButtonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_button = /** @type {((inputs: Import_ButtonInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_ButtonInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_button(inputs)
	if (locale === "en") return en_import_button(inputs)
	return id_x_standar_import_button(inputs)
});