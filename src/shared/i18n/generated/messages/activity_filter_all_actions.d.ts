/**
* | output |
* | --- |
* | "All actions" |
*
* @param {Activity_Filter_All_ActionsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_filter_all_actions: ((inputs?: Activity_Filter_All_ActionsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Filter_All_ActionsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Filter_All_ActionsInputs = {};
