/**
* | output |
* | --- |
* | "Username is required." |
*
* @param {Api_Username_Required_ShortInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_username_required_short: ((inputs?: Api_Username_Required_ShortInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Username_Required_ShortInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Username_Required_ShortInputs = {};
