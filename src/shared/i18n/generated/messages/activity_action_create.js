/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Action_CreateInputs */

const id_x_standar_activity_action_create = /** @type {(inputs: Activity_Action_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

const id_activity_action_create = /** @type {(inputs: Activity_Action_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dibuat`)
};

const en_activity_action_create = /** @type {(inputs: Activity_Action_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

/**
* | output |
* | --- |
* | "Created" |
*
* @param {Activity_Action_CreateInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_action_create = /** @type {((inputs?: Activity_Action_CreateInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Action_CreateInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_action_create(inputs)
	if (locale === "en") return en_activity_action_create(inputs)
	return id_x_standar_activity_action_create(inputs)
});