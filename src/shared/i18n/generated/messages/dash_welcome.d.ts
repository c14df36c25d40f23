/**
* | output |
* | --- |
* | "Welcome, {user}. A summary of the {product} data." |
*
* @param {Dash_WelcomeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_welcome: ((inputs: Dash_WelcomeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_WelcomeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_WelcomeInputs = {
    user: NonNullable<unknown>;
    product: NonNullable<unknown>;
};
