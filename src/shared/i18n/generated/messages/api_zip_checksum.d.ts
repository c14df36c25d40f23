/**
* | output |
* | --- |
* | "The zip file is damaged: {name} does not match its checksum (CRC-32)." |
*
* @param {Api_Zip_ChecksumInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_checksum: ((inputs: Api_Zip_ChecksumInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zip_ChecksumInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zip_ChecksumInputs = {
    name: NonNullable<unknown>;
};
