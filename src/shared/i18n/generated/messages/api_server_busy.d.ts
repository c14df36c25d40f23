/**
* | output |
* | --- |
* | "The server is busy. Please try again in a few seconds." |
*
* @param {Api_Server_BusyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_server_busy: ((inputs?: Api_Server_BusyInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Server_BusyInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Server_BusyInputs = {};
