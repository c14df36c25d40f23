/**
* | output |
* | --- |
* | "An attribute name holds a line break at character {position}; fix the file and import it again." |
*
* @param {Api_Attribute_Line_BreakInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_attribute_line_break: ((inputs: Api_Attribute_Line_BreakInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Attribute_Line_BreakInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Attribute_Line_BreakInputs = {
    position: NonNullable<unknown>;
};
