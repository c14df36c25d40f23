/**
* | output |
* | --- |
* | "This address has asked for too many new downloads, pictures or map pages. Please wait a minute and try again." |
*
* @param {Api_Anonymous_Rate_LimitedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_anonymous_rate_limited: ((inputs?: Api_Anonymous_Rate_LimitedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Anonymous_Rate_LimitedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Anonymous_Rate_LimitedInputs = {};
