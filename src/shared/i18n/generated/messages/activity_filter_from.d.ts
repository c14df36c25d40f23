/**
* | output |
* | --- |
* | "From" |
*
* @param {Activity_Filter_FromInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_filter_from: ((inputs?: Activity_Filter_FromInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Filter_FromInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Filter_FromInputs = {};
