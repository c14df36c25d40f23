/**
* | output |
* | --- |
* | "The boundary crosses itself; the server will refuse it." |
*
* @param {Settings_Boundary_CrossesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_boundary_crosses: ((inputs?: Settings_Boundary_CrossesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Boundary_CrossesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Boundary_CrossesInputs = {};
