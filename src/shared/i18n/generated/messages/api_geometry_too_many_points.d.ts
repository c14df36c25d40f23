/**
* | output |
* | --- |
* | "Geometry has too many points ({count}; the limit is {limit})." |
*
* @param {Api_Geometry_Too_Many_PointsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_too_many_points: ((inputs: Api_Geometry_Too_Many_PointsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Geometry_Too_Many_PointsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Geometry_Too_Many_PointsInputs = {
    count: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
