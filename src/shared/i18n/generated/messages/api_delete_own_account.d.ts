/**
* | output |
* | --- |
* | "You cannot delete your own account." |
*
* @param {Api_Delete_Own_AccountInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_delete_own_account: ((inputs?: Api_Delete_Own_AccountInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Delete_Own_AccountInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Delete_Own_AccountInputs = {};
