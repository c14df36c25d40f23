/**
* | output |
* | --- |
* | "The zip is protected by a password; zip the files again without one." |
*
* @param {Api_Zip_PasswordInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_password: ((inputs?: Api_Zip_PasswordInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zip_PasswordInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zip_PasswordInputs = {};
