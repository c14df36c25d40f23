/**
* | output |
* | --- |
* | "Version {version}, {at} by {by}" |
*
* @param {History_Version_HeadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_version_heading: ((inputs: History_Version_HeadingInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Version_HeadingInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Version_HeadingInputs = {
    version: NonNullable<unknown>;
    at: NonNullable<unknown>;
    by: NonNullable<unknown>;
};
