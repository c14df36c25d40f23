/**
* | output |
* | --- |
* | "The page you are looking for does not exist or has been moved. Check the address, or go back to a page you know." |
*
* @param {Error_Not_Found_TextInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const error_not_found_text: ((inputs?: Error_Not_Found_TextInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Not_Found_TextInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Not_Found_TextInputs = {};
