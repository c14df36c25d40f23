/**
* | output |
* | --- |
* | "The village boundary could not be checked in time; simplify it and try again." |
*
* @param {Api_Boundary_Check_TimeoutInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_boundary_check_timeout: ((inputs?: Api_Boundary_Check_TimeoutInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Boundary_Check_TimeoutInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Boundary_Check_TimeoutInputs = {};
