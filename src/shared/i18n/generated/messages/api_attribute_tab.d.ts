/**
* | output |
* | --- |
* | "An attribute name holds a tab at character {position}; fix the file and import it again." |
*
* @param {Api_Attribute_TabInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_attribute_tab: ((inputs: Api_Attribute_TabInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Attribute_TabInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Attribute_TabInputs = {
    position: NonNullable<unknown>;
};
