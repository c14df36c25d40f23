/**
* | output |
* | --- |
* | "This email is already taken" |
*
* @param {User_Email_TakenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_email_taken: ((inputs?: User_Email_TakenInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<User_Email_TakenInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type User_Email_TakenInputs = {};
