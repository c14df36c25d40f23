/**
* | output |
* | --- |
* | "This password is one of the most common ones; choose another." |
*
* @param {Api_Password_CommonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_password_common: ((inputs?: Api_Password_CommonInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Password_CommonInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Password_CommonInputs = {};
