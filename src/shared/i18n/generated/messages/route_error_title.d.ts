/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Route_Error_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const route_error_title: ((inputs?: Route_Error_TitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Error_TitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Route_Error_TitleInputs = {};
