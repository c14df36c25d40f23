/**
* | output |
* | --- |
* | "All resources" |
*
* @param {Activity_Filter_All_ResourcesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_filter_all_resources: ((inputs?: Activity_Filter_All_ResourcesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Filter_All_ResourcesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Filter_All_ResourcesInputs = {};
