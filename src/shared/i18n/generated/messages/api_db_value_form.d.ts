/**
* | output |
* | --- |
* | "A value has the wrong form." |
*
* @param {Api_Db_Value_FormInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_db_value_form: ((inputs?: Api_Db_Value_FormInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Db_Value_FormInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Db_Value_FormInputs = {};
