/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Hint_Two_ClicksInputs */

const id_x_standar_draw_hint_two_clicks = /** @type {(inputs: Draw_Hint_Two_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click once to start and again to finish.`)
};

const id_draw_hint_two_clicks = /** @type {(inputs: Draw_Hint_Two_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klik sekali untuk mulai dan sekali lagi untuk selesai.`)
};

const en_draw_hint_two_clicks = /** @type {(inputs: Draw_Hint_Two_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click once to start and again to finish.`)
};

/**
* | output |
* | --- |
* | "Click once to start and again to finish." |
*
* @param {Draw_Hint_Two_ClicksInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_hint_two_clicks = /** @type {((inputs?: Draw_Hint_Two_ClicksInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Hint_Two_ClicksInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_hint_two_clicks(inputs)
	if (locale === "en") return en_draw_hint_two_clicks(inputs)
	return id_x_standar_draw_hint_two_clicks(inputs)
});