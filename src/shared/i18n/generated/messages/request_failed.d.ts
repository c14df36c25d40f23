/**
* | output |
* | --- |
* | "The request failed; check the connection and try again." |
*
* @param {Request_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const request_failed: ((inputs?: Request_FailedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Request_FailedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Request_FailedInputs = {};
