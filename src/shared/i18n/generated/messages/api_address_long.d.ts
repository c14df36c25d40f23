/**
* | output |
* | --- |
* | "The address may not be longer than {max} characters." |
*
* @param {Api_Address_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_address_long: ((inputs: Api_Address_LongInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Address_LongInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Address_LongInputs = {
    max: NonNullable<unknown>;
};
