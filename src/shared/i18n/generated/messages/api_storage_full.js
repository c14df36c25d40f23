/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown>, limit: NonNullable<unknown> }} Api_Storage_FullInputs */

const id_x_standar_api_storage_full = /** @type {(inputs: Api_Storage_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This would pass the village's storage limit: ${i?.size} of ${i?.limit} MB are in use by images and history. Replace large images with smaller ones (the images of deleted records are freed 30 days after their deletion), or ask the administrator to raise STORAGE_QUOTA_MB or set AUDIT_KEEP_DAYS.`)
};

const id_api_storage_full = /** @type {(inputs: Api_Storage_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ini akan melampaui batas penyimpanan desa: ${i?.size} dari ${i?.limit} MB sudah terpakai oleh gambar dan riwayat. Ganti gambar yang besar dengan yang lebih kecil (gambar dari data yang dihapus baru terhapus 30 hari kemudian), atau minta administrator menaikkan STORAGE_QUOTA_MB atau mengatur AUDIT_KEEP_DAYS.`)
};

const en_api_storage_full = /** @type {(inputs: Api_Storage_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This would pass the village's storage limit: ${i?.size} of ${i?.limit} MB are in use by images and history. Replace large images with smaller ones (the images of deleted records are freed 30 days after their deletion), or ask the administrator to raise STORAGE_QUOTA_MB or set AUDIT_KEEP_DAYS.`)
};

/**
* | output |
* | --- |
* | "This would pass the village's storage limit: {size} of {limit} MB are in use by images and history. Replace large images with smaller ones (the images of del..." |
*
* @param {Api_Storage_FullInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_storage_full = /** @type {((inputs: Api_Storage_FullInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Storage_FullInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_storage_full(inputs)
	if (locale === "en") return en_api_storage_full(inputs)
	return id_x_standar_api_storage_full(inputs)
});