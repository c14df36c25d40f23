/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_Col_RecordInputs */

const id_x_standar_activity_col_record = /** @type {(inputs: Activity_Col_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record`)
};

const id_activity_col_record = /** @type {(inputs: Activity_Col_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data`)
};

const en_activity_col_record = /** @type {(inputs: Activity_Col_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record`)
};

/**
* | output |
* | --- |
* | "Record" |
*
* @param {Activity_Col_RecordInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_col_record = /** @type {((inputs?: Activity_Col_RecordInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_Col_RecordInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_col_record(inputs)
	if (locale === "en") return en_activity_col_record(inputs)
	return id_x_standar_activity_col_record(inputs)
});