/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Route_Error_ReloadInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const route_error_reload: ((inputs?: Route_Error_ReloadInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Error_ReloadInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Route_Error_ReloadInputs = {};
