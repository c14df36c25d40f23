/**
* | output |
* | --- |
* | "The link could not be copied." |
*
* @param {Link_Copy_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const link_copy_failed: ((inputs?: Link_Copy_FailedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Link_Copy_FailedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Link_Copy_FailedInputs = {};
