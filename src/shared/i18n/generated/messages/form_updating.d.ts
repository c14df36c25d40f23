/**
* | output |
* | --- |
* | "Updating..." |
*
* @param {Form_UpdatingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_updating: ((inputs?: Form_UpdatingInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_UpdatingInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_UpdatingInputs = {};
