/**
* | output |
* | --- |
* | "You may not change a role that grants permissions you do not hold yourself ({permissions})." |
*
* @param {Api_Role_OutranksInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_role_outranks: ((inputs: Api_Role_OutranksInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Role_OutranksInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Role_OutranksInputs = {
    permissions: NonNullable<unknown>;
};
