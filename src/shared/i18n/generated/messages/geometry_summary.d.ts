/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{type}, {count} point" |
* | * | "{type}, {count} points" |
*
* @param {Geometry_SummaryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geometry_summary: ((inputs: Geometry_SummaryInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Geometry_SummaryInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Geometry_SummaryInputs = {
    type: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
