/**
* | output |
* | --- |
* | "The description may not be longer than {max} characters." |
*
* @param {Api_Description_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_description_long: ((inputs: Api_Description_LongInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Description_LongInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Description_LongInputs = {
    max: NonNullable<unknown>;
};
