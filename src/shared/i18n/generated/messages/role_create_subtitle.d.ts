/**
* | output |
* | --- |
* | "Name the role and choose what it may do." |
*
* @param {Role_Create_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_create_subtitle: ((inputs?: Role_Create_SubtitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Role_Create_SubtitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Role_Create_SubtitleInputs = {};
