/**
* | output |
* | --- |
* | "A text holds a character that is not allowed." |
*
* @param {Api_Db_Text_CharacterInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_db_text_character: ((inputs?: Api_Db_Text_CharacterInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Db_Text_CharacterInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Db_Text_CharacterInputs = {};
