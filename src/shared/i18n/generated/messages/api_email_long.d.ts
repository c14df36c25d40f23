/**
* | output |
* | --- |
* | "The email may not be longer than 255 characters." |
*
* @param {Api_Email_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_email_long: ((inputs?: Api_Email_LongInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Email_LongInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Email_LongInputs = {};
