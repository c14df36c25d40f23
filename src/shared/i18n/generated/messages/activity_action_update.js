/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_UpdateInputs */

const id_x_standar_activity_action_update = /** @type {(inputs: Activity_Action_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed`)
};

const id_activity_action_update = /** @type {(inputs: Activity_Action_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diubah`)
};

const en_activity_action_update = /** @type {(inputs: Activity_Action_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed`)
};

/**
* | output |
* | --- |
* | "Changed" |
*
* @param {Activity_Action_UpdateInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_action_update = /** @type {((inputs?: Activity_Action_UpdateInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_UpdateInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_action_update(inputs)
	if (locale === "en") return en_activity_action_update(inputs)
	return id_x_standar_activity_action_update(inputs)
});