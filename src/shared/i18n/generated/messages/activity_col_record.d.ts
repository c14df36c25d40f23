/**
* | output |
* | --- |
* | "Record" |
*
* @param {Activity_Col_RecordInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_col_record: ((inputs?: Activity_Col_RecordInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Col_RecordInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Col_RecordInputs = {};
