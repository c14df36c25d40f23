/**
* | output |
* | --- |
* | "Feature {number}: its description (\"{field}\") holds a broken character (lone surrogate {code}) at character {position}; fix the file and import it again." |
*
* @param {Api_Import_Description_SurrogateInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_description_surrogate: ((inputs: Api_Import_Description_SurrogateInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_Description_SurrogateInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_Description_SurrogateInputs = {
    number: NonNullable<unknown>;
    field: NonNullable<unknown>;
    code: NonNullable<unknown>;
    position: NonNullable<unknown>;
};
