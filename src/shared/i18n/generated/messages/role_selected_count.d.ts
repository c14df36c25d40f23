/**
* | output |
* | --- |
* | "({count} selected)" |
*
* @param {Role_Selected_CountInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_selected_count: ((inputs: Role_Selected_CountInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Role_Selected_CountInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Role_Selected_CountInputs = {
    count: NonNullable<unknown>;
};
