import { addPolicyHooks, domPurifyConfig } from '@katha/rules/html-policy';

/**
 * DOMPurify's settings for CMS HTML, the same in the browser and on the server: Katha's one HTML
 * policy (`@katha/rules/html-policy`), which the CMS applies with sanitize-html on save. No scripts,
 * handlers, styles, forms, frames or embedded objects; links and images of the policy's schemes only.
 */
export const SANITIZE_CONFIG = domPurifyConfig();

/**
 * A DOMPurify instance of its own with the policy's per-tag rules (attributes and URL schemes per
 * tag, `ql-` classes, the links' `rel`): `withHtmlPolicy(DOMPurify(window))`, then
 * `sanitize(html, SANITIZE_CONFIG)`.
 */
export const withHtmlPolicy = addPolicyHooks;
