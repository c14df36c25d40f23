/**
* | countPlural | output |
* | --- | --- |
* | "one" | "map" |
* | * | "maps" |
*
* @param {Category_Count_UnitInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const category_count_unit: ((inputs: Category_Count_UnitInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Count_UnitInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Count_UnitInputs = {
    count: NonNullable<unknown>;
};
