/**
* | output |
* | --- |
* | "An attribute name holds the control character {code} at character {position}; fix the file and import it again." |
*
* @param {Api_Attribute_ControlInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_attribute_control: ((inputs: Api_Attribute_ControlInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Attribute_ControlInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Attribute_ControlInputs = {
    code: NonNullable<unknown>;
    position: NonNullable<unknown>;
};
