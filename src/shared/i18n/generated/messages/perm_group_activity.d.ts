/**
* | output |
* | --- |
* | "Activity" |
*
* @param {Perm_Group_ActivityInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_group_activity: ((inputs?: Perm_Group_ActivityInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Perm_Group_ActivityInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Perm_Group_ActivityInputs = {};
