/**
* | output |
* | --- |
* | "Remove the control character {code} at character {position}; it is not allowed here." |
*
* @param {Api_Text_ControlInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_text_control: ((inputs: Api_Text_ControlInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Text_ControlInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Text_ControlInputs = {
    code: NonNullable<unknown>;
    position: NonNullable<unknown>;
};
