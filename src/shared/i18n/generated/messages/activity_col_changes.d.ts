/**
* | output |
* | --- |
* | "What changed" |
*
* @param {Activity_Col_ChangesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_col_changes: ((inputs?: Activity_Col_ChangesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Col_ChangesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Col_ChangesInputs = {};
