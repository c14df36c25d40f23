/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Boundary_CrossesInputs */

const id_x_standar_settings_boundary_crosses = /** @type {(inputs: Settings_Boundary_CrossesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The boundary crosses itself; the server will refuse it.`)
};

const id_settings_boundary_crosses = /** @type {(inputs: Settings_Boundary_CrossesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Batas desa berpotongan dengan dirinya sendiri; server akan menolaknya.`)
};

const en_settings_boundary_crosses = /** @type {(inputs: Settings_Boundary_CrossesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The boundary crosses itself; the server will refuse it.`)
};

/**
* | output |
* | --- |
* | "The boundary crosses itself; the server will refuse it." |
*
* @param {Settings_Boundary_CrossesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_boundary_crosses = /** @type {((inputs?: Settings_Boundary_CrossesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Boundary_CrossesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_boundary_crosses(inputs)
	if (locale === "en") return en_settings_boundary_crosses(inputs)
	return id_x_standar_settings_boundary_crosses(inputs)
});