/**
* | output |
* | --- |
* | "Saving failed. Please try again." |
*
* @param {Save_Failed_RetryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const save_failed_retry: ((inputs?: Save_Failed_RetryInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Save_Failed_RetryInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Save_Failed_RetryInputs = {};
