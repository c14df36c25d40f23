/**
* | output |
* | --- |
* | "User not found." |
*
* @param {Api_User_Not_FoundInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_user_not_found: ((inputs?: Api_User_Not_FoundInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_User_Not_FoundInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_User_Not_FoundInputs = {};
