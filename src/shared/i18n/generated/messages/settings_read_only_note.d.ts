/**
* | output |
* | --- |
* | "You can view these settings; changing them needs the settings-edit permission." |
*
* @param {Settings_Read_Only_NoteInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_read_only_note: ((inputs?: Settings_Read_Only_NoteInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Read_Only_NoteInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Read_Only_NoteInputs = {};
