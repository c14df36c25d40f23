/**
* | output |
* | --- |
* | "Change your own password with \"Change password\" in the header; it asks for your current one." |
*
* @param {Api_Own_Password_ElsewhereInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_own_password_elsewhere: ((inputs?: Api_Own_Password_ElsewhereInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Own_Password_ElsewhereInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Own_Password_ElsewhereInputs = {};
