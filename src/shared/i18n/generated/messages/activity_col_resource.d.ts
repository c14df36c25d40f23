/**
* | output |
* | --- |
* | "Resource" |
*
* @param {Activity_Col_ResourceInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_col_resource: ((inputs?: Activity_Col_ResourceInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Col_ResourceInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Col_ResourceInputs = {};
