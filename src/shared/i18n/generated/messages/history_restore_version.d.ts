/**
* | output |
* | --- |
* | "Restore this version" |
*
* @param {History_Restore_VersionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_restore_version: ((inputs?: History_Restore_VersionInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Restore_VersionInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Restore_VersionInputs = {};
