/**
* | output |
* | --- |
* | "Permission created successfully!" |
*
* @param {Perm_Created_ToastInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_created_toast: ((inputs?: Perm_Created_ToastInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Perm_Created_ToastInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Perm_Created_ToastInputs = {};
