/**
* | output |
* | --- |
* | "Go Back" |
*
* @param {Error_Go_BackInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const error_go_back: ((inputs?: Error_Go_BackInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Go_BackInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Go_BackInputs = {};
