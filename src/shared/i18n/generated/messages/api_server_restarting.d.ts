/**
* | output |
* | --- |
* | "The server is restarting. Please try again in a moment." |
*
* @param {Api_Server_RestartingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_server_restarting: ((inputs?: Api_Server_RestartingInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Server_RestartingInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Server_RestartingInputs = {};
