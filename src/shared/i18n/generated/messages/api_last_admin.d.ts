/**
* | output |
* | --- |
* | "This change would leave no user holding every permission, and nobody could manage users and roles any more." |
*
* @param {Api_Last_AdminInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_last_admin: ((inputs?: Api_Last_AdminInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Last_AdminInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Last_AdminInputs = {};
