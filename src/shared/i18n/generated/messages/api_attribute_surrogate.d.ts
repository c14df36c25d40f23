/**
* | output |
* | --- |
* | "An attribute name holds a broken character (lone surrogate {code}) at character {position}; fix the file and import it again." |
*
* @param {Api_Attribute_SurrogateInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_attribute_surrogate: ((inputs: Api_Attribute_SurrogateInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Attribute_SurrogateInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Attribute_SurrogateInputs = {
    code: NonNullable<unknown>;
    position: NonNullable<unknown>;
};
