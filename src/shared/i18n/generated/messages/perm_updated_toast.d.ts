/**
* | output |
* | --- |
* | "Permission updated successfully!" |
*
* @param {Perm_Updated_ToastInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_updated_toast: ((inputs?: Perm_Updated_ToastInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Perm_Updated_ToastInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Perm_Updated_ToastInputs = {};
