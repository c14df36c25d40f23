/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Boundary_CrossesInputs */

const id_x_standar_api_boundary_crosses = /** @type {(inputs: Api_Boundary_CrossesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The village boundary crosses itself; draw it without crossing lines.`)
};

const id_api_boundary_crosses = /** @type {(inputs: Api_Boundary_CrossesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Batas desa memotong dirinya sendiri; gambar tanpa garis yang bersilangan.`)
};

const en_api_boundary_crosses = /** @type {(inputs: Api_Boundary_CrossesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The village boundary crosses itself; draw it without crossing lines.`)
};

/**
* | output |
* | --- |
* | "The village boundary crosses itself; draw it without crossing lines." |
*
* @param {Api_Boundary_CrossesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_boundary_crosses = /** @type {((inputs?: Api_Boundary_CrossesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Boundary_CrossesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_boundary_crosses(inputs)
	if (locale === "en") return en_api_boundary_crosses(inputs)
	return id_x_standar_api_boundary_crosses(inputs)
});