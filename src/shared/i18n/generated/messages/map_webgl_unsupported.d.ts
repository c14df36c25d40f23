/**
* | output |
* | --- |
* | "The map cannot be shown: this browser does not support WebGL." |
*
* @param {Map_Webgl_UnsupportedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_webgl_unsupported: ((inputs?: Map_Webgl_UnsupportedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Webgl_UnsupportedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Webgl_UnsupportedInputs = {};
