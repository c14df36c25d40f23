/**
* | output |
* | --- |
* | "Changed" |
*
* @param {Activity_Action_UpdateInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const activity_action_update: ((inputs?: Activity_Action_UpdateInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Action_UpdateInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Action_UpdateInputs = {};
