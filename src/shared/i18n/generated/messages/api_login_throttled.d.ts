/**
* | minutesPlural | output |
* | --- | --- |
* | "one" | "Too many failed sign-in attempts. Try again in {minutes} minute." |
* | * | "Too many failed sign-in attempts. Try again in {minutes} minutes." |
*
* @param {Api_Login_ThrottledInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_login_throttled: ((inputs: Api_Login_ThrottledInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Login_ThrottledInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Login_ThrottledInputs = {
    minutes: NonNullable<unknown>;
};
