/**
* | output |
* | --- |
* | "You may not change a user who holds permissions you do not hold yourself ({permissions})." |
*
* @param {Api_User_OutranksInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_user_outranks: ((inputs: Api_User_OutranksInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_User_OutranksInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_User_OutranksInputs = {
    permissions: NonNullable<unknown>;
};
