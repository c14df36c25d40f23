/**
* | output |
* | --- |
* | "Offline: data from {date}" |
*
* @param {Offline_SinceInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const offline_since: ((inputs: Offline_SinceInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_SinceInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_SinceInputs = {
    date: NonNullable<unknown>;
};
