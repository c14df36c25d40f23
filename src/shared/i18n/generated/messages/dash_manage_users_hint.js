/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Manage_Users_HintInputs */

const id_x_standar_dash_manage_users_hint = /** @type {(inputs: Dash_Manage_Users_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atur pengguna dan perannya`)
};

const id_dash_manage_users_hint = /** @type {(inputs: Dash_Manage_Users_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atur pengguna dan perannya`)
};

const en_dash_manage_users_hint = /** @type {(inputs: Dash_Manage_Users_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage users and their roles`)
};

/**
* | output |
* | --- |
* | "Manage users and their roles" |
*
* @param {Dash_Manage_Users_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_manage_users_hint = /** @type {((inputs?: Dash_Manage_Users_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Manage_Users_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_manage_users_hint(inputs)
	if (locale === "en") return en_dash_manage_users_hint(inputs)
	return id_x_standar_dash_manage_users_hint(inputs)
});