import { domPurifyConfig } from '@katha/rules/html-policy';

/**
 * DOMPurify's settings for CMS HTML, the same in the browser and on the server: Katha's one HTML
 * policy (`@katha/rules/html-policy`), which the CMS applies with sanitize-html on save. No scripts,
 * handlers, styles, forms, frames or embedded objects; links and images of the policy's schemes only.
 */
export const SANITIZE_CONFIG = domPurifyConfig();
