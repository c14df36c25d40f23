/**
* | output |
* | --- |
* | "The village boundary crosses itself; draw it without crossing lines." |
*
* @param {Api_Boundary_CrossesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_boundary_crosses: ((inputs?: Api_Boundary_CrossesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Boundary_CrossesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Boundary_CrossesInputs = {};
