/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Created_ToastInputs */

const id_x_standar_cat_created_toast = /** @type {(inputs: Cat_Created_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category created successfully!`)
};

const id_cat_created_toast = /** @type {(inputs: Cat_Created_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategori berhasil ditambahkan!`)
};

const en_cat_created_toast = /** @type {(inputs: Cat_Created_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category created successfully!`)
};

/**
* | output |
* | --- |
* | "Category created successfully!" |
*
* @param {Cat_Created_ToastInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_created_toast = /** @type {((inputs?: Cat_Created_ToastInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Created_ToastInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_created_toast(inputs)
	if (locale === "en") return en_cat_created_toast(inputs)
	return id_x_standar_cat_created_toast(inputs)
});