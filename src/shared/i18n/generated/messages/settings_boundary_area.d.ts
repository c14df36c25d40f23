/**
* | output |
* | --- |
* | "Area: {area}" |
*
* @param {Settings_Boundary_AreaInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_boundary_area: ((inputs: Settings_Boundary_AreaInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Boundary_AreaInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Boundary_AreaInputs = {
    area: NonNullable<unknown>;
};
