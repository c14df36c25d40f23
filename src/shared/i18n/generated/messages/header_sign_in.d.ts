/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Header_Sign_InInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const header_sign_in: ((inputs?: Header_Sign_InInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Header_Sign_InInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Header_Sign_InInputs = {};
