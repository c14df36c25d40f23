/**
* | output |
* | --- |
* | "You cannot grant permissions you do not hold yourself: {permissions}." |
*
* @param {Api_Grant_UnheldInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_grant_unheld: ((inputs: Api_Grant_UnheldInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Grant_UnheldInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Grant_UnheldInputs = {
    permissions: NonNullable<unknown>;
};
