/**
* | output |
* | --- |
* | "Showing the first {shown} of {total} features." |
*
* @param {Import_Showing_FirstInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_showing_first: ((inputs: Import_Showing_FirstInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Showing_FirstInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Showing_FirstInputs = {
    shown: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
