/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Table_CaptionInputs */

const id_x_standar_import_table_caption = /** @type {(inputs: Import_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Features in the file`)
};

const id_import_table_caption = /** @type {(inputs: Import_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fitur dalam berkas`)
};

const en_import_table_caption = /** @type {(inputs: Import_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Features in the file`)
};

/**
* | output |
* | --- |
* | "Features in the file" |
*
* @param {Import_Table_CaptionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_table_caption = /** @type {((inputs?: Import_Table_CaptionInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Table_CaptionInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_table_caption(inputs)
	if (locale === "en") return en_import_table_caption(inputs)
	return id_x_standar_import_table_caption(inputs)
});