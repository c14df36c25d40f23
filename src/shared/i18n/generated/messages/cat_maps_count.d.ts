/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} map" |
* | * | "{count} maps" |
*
* @param {Cat_Maps_CountInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_maps_count: ((inputs: Cat_Maps_CountInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cat_Maps_CountInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cat_Maps_CountInputs = {
    count: NonNullable<unknown>;
};
