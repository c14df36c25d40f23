/**
* | output |
* | --- |
* | "Return to Dashboard" |
*
* @param {Error_Return_To_DashboardInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const error_return_to_dashboard: ((inputs?: Error_Return_To_DashboardInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Return_To_DashboardInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Return_To_DashboardInputs = {};
