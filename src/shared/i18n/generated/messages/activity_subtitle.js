/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_SubtitleInputs */

const id_x_standar_activity_subtitle = /** @type {(inputs: Activity_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every change made in the back office, newest first.`)
};

const id_activity_subtitle = /** @type {(inputs: Activity_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setiap perubahan yang dibuat di halaman admin, yang terbaru lebih dulu.`)
};

const en_activity_subtitle = /** @type {(inputs: Activity_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every change made in the back office, newest first.`)
};

/**
* | output |
* | --- |
* | "Every change made in the back office, newest first." |
*
* @param {Activity_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_subtitle = /** @type {((inputs?: Activity_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_activity_subtitle(inputs)
	if (locale === "en") return en_activity_subtitle(inputs)
	return id_x_standar_activity_subtitle(inputs)
});