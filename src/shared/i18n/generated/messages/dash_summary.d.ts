/**
* | countPlural | output |
* | --- | --- |
* | "one" | "There is {maps} map layer; {active} active ({percent}%)." |
* | * | "There are {maps} map layers; {active} active ({percent}%)." |
*
* @param {Dash_SummaryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_summary: ((inputs: Dash_SummaryInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_SummaryInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_SummaryInputs = {
    maps: NonNullable<unknown>;
    active: NonNullable<unknown>;
    percent: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
