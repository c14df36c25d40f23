/**
* | output |
* | --- |
* | "Email" |
*
* @param {User_Field_EmailInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_field_email: ((inputs?: User_Field_EmailInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<User_Field_EmailInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type User_Field_EmailInputs = {};
