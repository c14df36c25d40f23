/**
* | output |
* | --- |
* | "This page could not be shown. Reloading usually fixes it." |
*
* @param {Route_Error_TextInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const route_error_text: ((inputs?: Route_Error_TextInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Error_TextInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Route_Error_TextInputs = {};
