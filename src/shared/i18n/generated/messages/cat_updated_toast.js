/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Updated_ToastInputs */

const id_x_standar_cat_updated_toast = /** @type {(inputs: Cat_Updated_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category updated successfully!`)
};

const id_cat_updated_toast = /** @type {(inputs: Cat_Updated_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategori berhasil diperbarui!`)
};

const en_cat_updated_toast = /** @type {(inputs: Cat_Updated_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category updated successfully!`)
};

/**
* | output |
* | --- |
* | "Category updated successfully!" |
*
* @param {Cat_Updated_ToastInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_updated_toast = /** @type {((inputs?: Cat_Updated_ToastInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Updated_ToastInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_updated_toast(inputs)
	if (locale === "en") return en_cat_updated_toast(inputs)
	return id_x_standar_cat_updated_toast(inputs)
});