/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_RestoreInputs */

const id_x_standar_activity_action_restore = /** @type {(inputs: Activity_Action_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restored`)
};

const id_activity_action_restore = /** @type {(inputs: Activity_Action_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dipulihkan`)
};

const en_activity_action_restore = /** @type {(inputs: Activity_Action_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restored`)
};

/**
* | output |
* | --- |
* | "Restored" |
*
* @param {Activity_Action_RestoreInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_action_restore = /** @type {((inputs?: Activity_Action_RestoreInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_RestoreInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_action_restore(inputs)
	if (locale === "en") return en_activity_action_restore(inputs)
	return id_x_standar_activity_action_restore(inputs)
});