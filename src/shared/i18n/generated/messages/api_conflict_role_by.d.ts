/**
* | output |
* | --- |
* | "This role was changed by {by} at {at} since you opened it." |
*
* @param {Api_Conflict_Role_ByInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_conflict_role_by: ((inputs: Api_Conflict_Role_ByInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Conflict_Role_ByInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Conflict_Role_ByInputs = {
    by: NonNullable<unknown>;
    at: NonNullable<unknown>;
};
