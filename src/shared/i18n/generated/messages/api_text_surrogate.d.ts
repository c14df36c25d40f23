/**
* | output |
* | --- |
* | "Remove a broken character (lone surrogate {code}) at character {position}; it is not allowed here." |
*
* @param {Api_Text_SurrogateInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_text_surrogate: ((inputs: Api_Text_SurrogateInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Text_SurrogateInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Text_SurrogateInputs = {
    code: NonNullable<unknown>;
    position: NonNullable<unknown>;
};
