/**
* | output |
* | --- |
* | "The zip file is damaged: {name} unpacks to {size} bytes, not the {declared} its header declares." |
*
* @param {Api_Zip_Entry_SmallerInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_entry_smaller: ((inputs: Api_Zip_Entry_SmallerInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zip_Entry_SmallerInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zip_Entry_SmallerInputs = {
    name: NonNullable<unknown>;
    size: NonNullable<unknown>;
    declared: NonNullable<unknown>;
};
