/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Import_ImportingInputs */

const id_x_standar_import_importing = /** @type {(inputs: Import_ImportingInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id-x-standar", i?.count, {});return /** @type {LocalizedString} */ (`Importing ${i?.count} maps...`)
};

const id_import_importing = /** @type {(inputs: Import_ImportingInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("id", i?.count, {});return /** @type {LocalizedString} */ (`Mengimpor ${i?.count} peta...`)
};

const en_import_importing = /** @type {(inputs: Import_ImportingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Importing ${i?.count} map...`);
	return /** @type {LocalizedString} */ (`Importing ${i?.count} maps...`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Importing {count} map..." |
* | * | "Importing {count} maps..." |
*
* @param {Import_ImportingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_importing = /** @type {((inputs: Import_ImportingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_ImportingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_importing(inputs)
	if (locale === "en") return en_import_importing(inputs)
	return id_x_standar_import_importing(inputs)
});