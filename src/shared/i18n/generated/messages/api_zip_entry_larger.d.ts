/**
* | output |
* | --- |
* | "The zip file is damaged: {name} unpacks to more than the {declared} bytes its header declares." |
*
* @param {Api_Zip_Entry_LargerInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_entry_larger: ((inputs: Api_Zip_Entry_LargerInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zip_Entry_LargerInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zip_Entry_LargerInputs = {
    name: NonNullable<unknown>;
    declared: NonNullable<unknown>;
};
