/**
* | output |
* | --- |
* | "{percent}% of all layers" |
*
* @param {Dash_Active_Share_TextInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_active_share_text: ((inputs: Dash_Active_Share_TextInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Active_Share_TextInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Active_Share_TextInputs = {
    percent: NonNullable<unknown>;
};
